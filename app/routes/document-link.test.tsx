// A post, a case study and a service area with a document show its download link, with its words
// and its size as the site writes numbers; without one, nothing. Loaded as the build loads the
// pages, from a copy of the site's content with a PDF added to one entry of each list.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withContentCopy } from "../../tests/support/content-copy.ts";
import { renderWithSiteData } from "../../tests/support/with-site-data.tsx";
import { documentLink } from "../cms/documents.server.ts";
import { DocumentLink } from "../components/document-link.tsx";
import { AreaProfile } from "../sections/area-profile.tsx";
import { BlogArticle } from "../sections/blog-article.tsx";
import { CaseStudyArticle } from "../sections/case-study-article.tsx";
import { loader as postLoader } from "./blog-post.tsx";
import { loader as caseStudyLoader } from "./case-study.tsx";
import { loader as serviceLoader } from "./service.tsx";

/** 1.2 MB: a PDF's header, then filler. */
const header = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n");
const brochure = Buffer.concat([header, Buffer.alloc(1.2 * 1024 * 1024 - header.length)]);

const block = (url: string) =>
  `document:\n  file: ${url}\n  linkText:\n    en: Download the brochure\n    ar: "حمّل الكتيّب"\n`;

const documents = {
  service: "/documents/services/esg-sustainability/document/file.pdf",
  caseStudy: "/documents/case-studies/knitwear-productivity/document/file.pdf",
  post: "/documents/posts/supply-chain-esg/document/file.pdf",
};

withContentCopy(async (root) => {
  for (const url of Object.values(documents)) {
    const file = path.join(root, "content", url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, brochure);
  }
  const append = async (file: string, text: string) => {
    const full = path.join(root, file);
    await writeFile(full, `${(await readFile(full, "utf8")).trimEnd()}\n${text}`);
  };
  await append("content/services/esg-sustainability.yaml", block(documents.service));
  // Numbers on Arabic pages in Arabic-Indic digits, as the site settings may say.
  const site = path.join(root, "content/site.yaml");
  await writeFile(
    site,
    (await readFile(site, "utf8")).replace("arabicDigits: latin", "arabicDigits: arabic"),
  );
  await append("content/case-studies/knitwear-productivity.yaml", block(documents.caseStudy));
  const post = path.join(root, "content/posts/supply-chain-esg.mdoc");
  const text = await readFile(post, "utf8");
  const front = text.indexOf("\n---", 4);
  await writeFile(
    post,
    `${text.slice(0, front)}\n${block(documents.post).trimEnd()}${text.slice(front)}`,
  );
});

// biome-ignore lint/suspicious/noExplicitAny: a route's loader takes React Router's arguments.
type Loader = (args: any) => Promise<any>;
const load = (loader: Loader, url: string, slug: string) =>
  loader({ params: { slug }, request: new Request(`http://localhost${url}`), context: {} });

const expectedLink = (url: string, name: string) => ({
  url,
  text: "Download the brochure",
  size: "PDF, 1.2 MB",
  name,
});

function expectDownloadLink(url: string, name: string) {
  const link = screen.getByRole("link", { name: /Download the brochure/ });
  expect(link.getAttribute("href")).toBe(url);
  expect(link.getAttribute("download")).toBe(name);
  expect(link.textContent).toBe("Download the brochure (PDF, 1.2 MB)");
}

describe("a service area's page", () => {
  it("shows the download link of its document, with its size", async () => {
    const data = await load(serviceLoader, "/what-we-do/esg-sustainability", "esg-sustainability");
    expect(data.document).toEqual(expectedLink(documents.service, "esg-sustainability.pdf"));
    renderWithSiteData(<AreaProfile {...data} />);
    expectDownloadLink(documents.service, "esg-sustainability.pdf");
  });

  it("shows it in Arabic on the Arabic page, at the same address, in the site's digits", async () => {
    const data = await load(
      serviceLoader,
      "/ar/what-we-do/esg-sustainability",
      "esg-sustainability",
    );
    expect(data.document).toEqual({
      url: documents.service,
      text: "حمّل الكتيّب",
      size: "PDF، ١٫٢ ميغابايت",
      name: "esg-sustainability.pdf",
    });
  });

  it("marks English words on an Arabic page as English", async () => {
    const link = await documentLink(
      { file: documents.service, linkText: { en: "Download the brochure", ar: "" } },
      "ar",
      "latin",
    );
    expect(link).toMatchObject({
      text: "Download the brochure",
      lang: "en",
      size: "PDF، 1.2 ميغابايت",
    });
    render(<DocumentLink document={link!} />);
    expect(screen.getByText("Download the brochure").getAttribute("lang")).toBe("en");
  });

  it("shows none when it has no document", async () => {
    const data = await load(serviceLoader, "/what-we-do/market-access", "market-access");
    expect(data.document).toBeUndefined();
    renderWithSiteData(<AreaProfile {...data} />);
    expect(screen.queryByRole("link", { name: /Download/ })).toBeNull();
  });
});

describe("a case study's page", () => {
  it("shows the download link of its document", async () => {
    const data = await load(
      caseStudyLoader,
      "/impact/knitwear-productivity",
      "knitwear-productivity",
    );
    expect(data.document).toEqual(expectedLink(documents.caseStudy, "knitwear-productivity.pdf"));
    const { page: _, ...props } = data;
    render(<CaseStudyArticle {...props} />);
    expectDownloadLink(documents.caseStudy, "knitwear-productivity.pdf");
  });

  it("shows none when it has no document", async () => {
    const data = await load(caseStudyLoader, "/impact/vocational-centre", "vocational-centre");
    const { page: _, ...props } = data;
    render(<CaseStudyArticle {...props} />);
    expect(screen.queryByRole("link", { name: /Download/ })).toBeNull();
  });
});

describe("a blog post's page", () => {
  it("shows the download link of its document", async () => {
    const data = await load(postLoader, "/blog/supply-chain-esg", "supply-chain-esg");
    expect(data.document).toEqual(expectedLink(documents.post, "supply-chain-esg.pdf"));
    renderWithSiteData(<BlogArticle {...data} />);
    expectDownloadLink(documents.post, "supply-chain-esg.pdf");
  });

  it("shows none when it has no document", async () => {
    const data = await load(postLoader, "/blog/closing-skills-gap", "closing-skills-gap");
    expect(data.document).toBeUndefined();
    renderWithSiteData(<BlogArticle {...data} />);
    expect(screen.queryByRole("link", { name: /Download/ })).toBeNull();
  });
});
