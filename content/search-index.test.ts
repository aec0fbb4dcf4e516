import { describe, expect, it } from "vitest";
import { developerPages, prerenderedPaths } from "../common/paths.ts";
import { impactFigures } from "./impact.ts";
import { industries } from "./industries.ts";
import { newsItems } from "./news.ts";
import { buildSearchIndex } from "./search-index.ts";
import { serviceAreas } from "./services.ts";

const index = buildSearchIndex();
const titlesOf = (kind: string) =>
  index.filter((entry) => entry.kind === kind).map((entry) => entry.title);

describe("buildSearchIndex", () => {
  it("holds the pages, service areas, industries, impact figures and news", () => {
    expect(titlesOf("service")).toEqual(serviceAreas.map((service) => service.title));
    expect(titlesOf("industry")).toEqual(industries.map((industry) => industry.name));
    expect(titlesOf("impact")).toEqual(impactFigures.map((figure) => figure.label));
    expect(titlesOf("news")).toEqual(newsItems.map((item) => item.title));
    expect(titlesOf("page")).toContain("Industries");
    expect(titlesOf("page")).toHaveLength(
      prerenderedPaths.length - developerPages.length - 1, // "/home" is the home page again
    );
  });

  it("gives every entry a unique id and an internal link to a real page", () => {
    expect(new Set(index.map((entry) => entry.id)).size).toBe(index.length);
    for (const entry of index) {
      const [path] = entry.to.split("#");
      expect(prerenderedPaths).toContain(path);
    }
  });

  it("links service areas and industries to their sections", () => {
    const esg = index.find((entry) => entry.title === "ESG & Sustainability");
    expect(esg?.to).toBe("/what-we-do#esg-sustainability");
    const mining = index.find((entry) => entry.title === "Mining");
    expect(mining?.to).toBe("/industries#mining");
  });
});
