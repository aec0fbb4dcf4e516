// @vitest-environment node
// Which case studies, people and posts an industry's or a service area's page gathers, on a copy
// of content/ whose relationships the tests set themselves.
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, it, vi } from "vitest";
import { contentCopyEachTest } from "../../tests/support/content-copy.ts";
import { areaPrerenderPaths, loadAreaPage } from "./areas.server.ts";
import { readCollection } from "./reader.server.ts";

const { root, edit } = contentCopyEachTest({ BUILD_TIME: "2026-03-14T09:30:00Z" });

const setList = (field: string, values: string[]) => (text: string) =>
  text.replace(
    new RegExp(`^${field}:.*(\\n {2}- .*)*$`, "m"),
    `${field}:${values.map((value) => `\n  - ${value}`).join("")}`,
  );

/** A copy of a post under another file name, its Arabic article beside it. */
async function copyPost(from: string, to: string, change: (text: string) => string) {
  await cp(path.join(root(), "content/posts", from), path.join(root(), "content/posts", to), {
    recursive: true,
  });
  const text = await readFile(path.join(root(), "content/posts", `${from}.mdoc`), "utf8");
  await writeFile(path.join(root(), "content/posts", `${to}.mdoc`), change(text));
}

it("gives a page to every industry and every service area, and none to anything else", async () => {
  const [industries, services] = await Promise.all([
    readCollection("industries"),
    readCollection("services"),
  ]);
  expect(industries.length).toBeGreaterThan(0);
  expect(services.length).toBeGreaterThan(0);
  expect(await areaPrerenderPaths()).toEqual([
    ...industries.map(({ slug }) => `/industries/${slug}`),
    ...services.map(({ slug }) => `/what-we-do/${slug}`),
  ]);
  expect(await loadAreaPage("industry", "no-such-industry")).toBeNull();
  // An industry's file name is not a service area's, nor the other way round.
  expect(await loadAreaPage("service", industries[0]!.slug)).toBeNull();
  expect(await loadAreaPage("industry", services[0]!.slug)).toBeNull();
});

it("gathers an industry's case studies, people and published posts, newest first; never a draft or a post not yet due", async () => {
  await copyPost("closing-skills-gap", "mining-later", (text) =>
    setList("industries", ["mining"])(text)
      .replace(/^date: .*$/m, "date: 2026-03-01")
      .replace(/^draft: false$/m, "draft: false\npublishAt: 2026-03-20T08:00"),
  );

  await edit("content/case-studies/vocational-centre.yaml", (text) =>
    text.replace(/^industry: .*$/m, "industry: mining"),
  );
  await edit("content/team/asha-verma.yaml", setList("focusIndustries", ["mining"]));
  await edit("content/posts/closing-skills-gap.mdoc", setList("industries", ["mining"]));
  await edit("content/posts/supply-chain-esg.mdoc", setList("industries", ["mining"]));
  await edit("content/posts/operating-model-growth.mdoc", (text) =>
    setList("industries", ["mining"])(text).replace(/^draft: false$/m, "draft: true"),
  );
  const page = await loadAreaPage("industry", "mining", "en");
  expect(page?.caseStudies).toEqual([
    expect.objectContaining({ id: "vocational-centre", to: "/impact/vocational-centre" }),
  ]);
  expect(page?.people.map((person) => [person.id, person.to])).toEqual([
    ["asha-verma", "/people/asha-verma"],
  ]);
  expect(page?.insights.map((post) => post.to)).toEqual([
    "/blog/supply-chain-esg",
    "/blog/closing-skills-gap",
  ]);
  expect(page?.includes).toEqual([]);

  // Another industry gathers none of it.
  const other = await loadAreaPage("industry", "logistics", "en");
  expect([other?.caseStudies, other?.people, other?.insights]).toEqual([[], [], []]);
  // So it offers the service areas instead, under the header's name for them; the one that
  // gathers something does not.
  expect(other?.services?.heading).toBe("What We Do");
  expect(other?.services?.items.map((service) => service.to)).toContain(
    "/what-we-do/esg-sustainability",
  );
  expect(page?.services).toBeUndefined();

  // Once its time has come, the scheduled post is listed first.
  vi.stubEnv("BUILD_TIME", "2026-03-21T00:00:00Z");
  const later = await loadAreaPage("industry", "mining", "en");
  expect(later?.insights.map((post) => post.id)).toEqual([
    "mining-later",
    "supply-chain-esg",
    "closing-skills-gap",
  ]);
});

it("gathers a service area's points, case studies, people and posts, linked in the page's language", async () => {
  await edit(
    "content/case-studies/knitwear-productivity.yaml",
    setList("services", ["manufacturing-excellence", "digital-technology"]),
  );
  await edit("content/team/leila-haddad.yaml", setList("focusServices", ["digital-technology"]));
  await edit(
    "content/posts/operating-model-growth.mdoc",
    setList("services", ["digital-technology"]),
  );
  // An industry of that name would not count: the post names the service area.
  await edit(
    "content/posts/supply-chain-esg.mdoc",
    setList("industries", ["information-technology"]),
  );

  const [service] = (await readCollection("services")).filter(
    ({ slug }) => slug === "digital-technology",
  );
  const english = await loadAreaPage("service", "digital-technology", "en");
  expect(english?.page).toMatchObject({
    path: "/what-we-do/digital-technology",
    title: service?.entry.title.en,
    heading: service?.entry.title.en,
    description: service?.entry.summary.en,
  });
  expect(english?.includes).toEqual(service?.entry.bullets.map((point) => point.en));
  expect(english?.caseStudies.map((study) => study.id)).toEqual(["knitwear-productivity"]);
  expect(english?.people.map((person) => person.id)).toEqual(["leila-haddad"]);
  expect(english?.insights.map((post) => post.id)).toEqual(["operating-model-growth"]);
  // The posts are News & Blogs' items, headed with the header's name for it.
  expect(english?.words.insights).toBe("News & Blogs");
  expect(english?.callToAction.link.to).toBe("/contact");

  const arabic = await loadAreaPage("service", "digital-technology", "ar");
  expect(arabic?.page.title).toBe(service?.entry.title.ar);
  expect(arabic?.breadcrumb.map((step) => step.path)).toEqual([
    "/ar",
    "/ar/what-we-do",
    "/ar/what-we-do/digital-technology",
  ]);
  expect(arabic?.caseStudies.map((study) => study.to)).toEqual([
    "/ar/impact/knitwear-productivity",
  ]);
  expect(arabic?.people.map((person) => person.to)).toEqual(["/ar/people/leila-haddad"]);
  expect(arabic?.insights.map((post) => post.to)).toEqual(["/ar/blog/operating-model-growth"]);
  expect(arabic?.words.insights).toBe("الأخبار والمدونة");
  expect(arabic?.callToAction.link.to).toBe("/ar/contact");
});

it("trails an industry's page from the home page through the Industries page", async () => {
  const page = await loadAreaPage("industry", "mining", "en");
  expect(page?.breadcrumb.map((step) => step.path)).toEqual([
    "/",
    "/industries",
    "/industries/mining",
  ]);
  expect(page?.breadcrumb.at(-1)?.name).toBe(page?.page.heading);
});
