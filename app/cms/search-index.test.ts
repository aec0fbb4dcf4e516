// @vitest-environment node
import { describe, expect, it } from "vitest";
import { developerPages, personPath, prerenderedPaths } from "../../common/paths.ts";
import { areaPrerenderPaths } from "./areas.server.ts";
import { caseStudyPrerenderPaths } from "./case-studies.server.ts";
import { officePagePaths } from "./offices.server.ts";
import { loadImpactFigures, loadIndustries, loadNews, loadServices } from "./pages.server.ts";
import { personSlugs } from "./people.server.ts";
import { publishedPosts } from "./posts.server.ts";
import { buildSearchIndex } from "./search-index.server.ts";

const index = await buildSearchIndex();
const titlesOf = (kind: string) =>
  index.filter((entry) => entry.kind === kind).map((entry) => entry.title);

describe("buildSearchIndex", () => {
  it("holds the pages, service areas, industries, impact figures, news and posts", async () => {
    expect(titlesOf("service")).toEqual((await loadServices()).map((service) => service.title));
    expect(titlesOf("industry")).toEqual(
      (await loadIndustries()).map((industry) => industry.title),
    );
    expect(titlesOf("impact")).toEqual((await loadImpactFigures()).map((figure) => figure.label));
    expect(titlesOf("news")).toEqual((await loadNews()).map((item) => item.title));
    expect(titlesOf("blog")).toEqual((await publishedPosts()).map((post) => post.title));
    expect(titlesOf("page")).toContain("Industries");
    expect(titlesOf("page")).toHaveLength(
      prerenderedPaths.length - developerPages.length - 1, // "/home" is the home page again
    );
  });

  it("gives every entry a unique id and an internal link to a real page", async () => {
    const posts = (await publishedPosts()).map((post) => `/blog/${post.slug}`);
    const people = (await personSlugs()).map(personPath);
    const areas = await areaPrerenderPaths();
    expect(people.length).toBeGreaterThan(0);
    expect(index.map((entry) => entry.to)).toEqual(expect.arrayContaining(people));
    const caseStudies = await caseStudyPrerenderPaths();
    expect(index.filter((entry) => entry.kind === "caseStudy").map((entry) => entry.to)).toEqual(
      caseStudies.filter((path) => path.split("/").length === 3),
    );
    const offices = await officePagePaths();
    expect(offices.length).toBeGreaterThan(0);
    expect(index.map((entry) => entry.to)).toEqual(expect.arrayContaining(offices));
    expect(new Set(index.map((entry) => entry.id)).size).toBe(index.length);
    for (const entry of index) {
      const [path] = entry.to.split("#");
      expect([
        ...prerenderedPaths,
        ...posts,
        ...people,
        ...caseStudies,
        ...offices,
        ...areas,
      ]).toContain(path);
    }
  });

  it("links service areas and industries to their own pages", () => {
    const esg = index.find((entry) => entry.title === "ESG & Sustainability");
    expect(esg?.to).toBe("/what-we-do/esg-sustainability");
    const mining = index.find((entry) => entry.title === "Mining");
    expect(mining?.to).toBe("/industries/mining");
  });
});
