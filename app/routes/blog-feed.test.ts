import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { withContentCopy } from "../../tests/support/content-copy.ts";
import { parseXml } from "../../tests/support/strict-xml.ts";
import { loader } from "./blog-feed.ts";

const slug = "supply-chain-esg";
const title = "Closing</title><script>alert(6)</script> ]]> & <![CDATA[more]]>";
const summary = "Tom & Jerry <b>\"bold\"</b> ]]> 'quoted'";
const tags = ["M&A", "R<D>", '"Quoted"', "]]>"];
withContentCopy(async (root) => {
  const file = path.join(root, `content/posts/${slug}.mdoc`);
  const text = (await readFile(file, "utf8"))
    .replace(/^heading:\n {2}en: .*$/m, `heading:\n  en: ${JSON.stringify(title)}`)
    .replace(/^summary:\n {2}en: .*$/m, `summary:\n  en: ${JSON.stringify(summary)}`)
    .replace(
      /^tags:\n(?: {2}- .*\n(?: {4}.*\n)*)+/m,
      `tags:\n${tags.map((t) => `  - en: ${JSON.stringify(t)}\n    ar: ${JSON.stringify(t)}\n`).join("")}`,
    );
  await writeFile(file, text);
});

async function feedOf(url: string) {
  const response = await loader({ request: new Request(url) });
  return response.text();
}

describe('the Atom feed of posts whose words hold <, &, " and ]]>', () => {
  it("is well-formed XML with the title, summary and tags as typed, sent as text", async () => {
    const xml = await feedOf("http://127.0.0.1:3000/blog/feed.xml");
    const document = parseXml(xml);
    const entry = [...document.getElementsByTagName("entry")].find((e) =>
      e.getElementsByTagName("id")[0]?.textContent?.endsWith(`/blog/${slug}`),
    );
    expect(entry).toBeDefined();
    const titleElement = entry?.getElementsByTagName("title")[0];
    expect(titleElement?.getAttribute("type")).toBe("text");
    expect(titleElement?.textContent).toBe(title);
    const summaryElement = entry?.getElementsByTagName("summary")[0];
    expect(summaryElement?.getAttribute("type")).toBe("text");
    expect(summaryElement?.textContent).toBe(summary);
    const categories = [...(entry?.getElementsByTagName("category") ?? [])];
    expect(categories.map((c) => c.getAttribute("term"))).toEqual(tags);
    expect(categories.map((c) => c.getAttribute("label"))).toEqual(tags);
  });

  it("reads in a feed reader with the words as typed", async () => {
    const feed = parseFeed(await feedOf("http://127.0.0.1:3000/blog/feed.xml"));
    const item = feed.items.find((i) => i.id?.endsWith(`/blog/${slug}`));
    expect(item?.title).toBe(title);
    expect(item?.description).toBe(summary);
    expect(item?.categories.map((c) => c.term)).toEqual(tags);
  });

  it("is well-formed XML in Arabic too", async () => {
    const document = parseXml(await feedOf("http://127.0.0.1:3000/ar/blog/feed.xml"));
    expect(document.documentElement.getAttribute("xml:lang")).toBe("ar");
    expect(document.getElementsByTagName("entry").length).toBeGreaterThan(0);
  });
});

describe("a sample post in the feed", () => {
  it("ends its article with the line saying it is an illustrative example, in the feed's language", async () => {
    for (const [url, note] of [
      ["http://127.0.0.1:3000/blog/feed.xml", "Illustrative example: "],
      ["http://127.0.0.1:3000/ar/blog/feed.xml", "مثال توضيحي: "],
    ] as const) {
      const document = parseXml(await feedOf(url));
      const entry = [...document.getElementsByTagName("entry")].find((e) =>
        e.getElementsByTagName("id")[0]?.textContent?.endsWith(`/blog/${slug}`),
      );
      const article = entry?.getElementsByTagName("content")[0]?.textContent ?? "";
      expect(article).toMatch(new RegExp(`<p>${note}[^<]+</p>$`));
      expect(article.split(note)).toHaveLength(2);
    }
  });
});
