// Where the back office previews a change: an entry with a page of its own on that page, as the
// page kinds (app/cms/page-kinds.ts) make it, every other entry and every singleton on a page of
// the site. Read over the site's own content, each page checked against the pages the build
// pre-renders.
import { describe, expect, it } from "vitest";
import { allPagePaths } from "../../app/cms/content-pages.server.ts";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { pageKindList } from "../../app/cms/page-kinds.ts";
import { type CollectionName, readCollection } from "../../app/cms/reader.server.ts";
import {
  blogPostPath,
  caseStudyPath,
  industryPath,
  officePath,
  paths,
  personPath,
  prerenderedPaths,
  servicePath,
} from "../../common/paths.ts";
import { pageOf, pageOfArea } from "./affected-pages.ts";
import { type ContentModel, describeChanges } from "./changes.ts";

const collections = Object.keys(contentConfig.collections) as CollectionName[];
const singletons = Object.keys(contentConfig.singletons);

/** The lists whose entries have pages of their own, and the address of each. */
const ownPages: Record<string, (slug: string) => string> = {
  posts: blogPostPath,
  team: personPath,
  caseStudies: caseStudyPath,
  offices: officePath,
  industries: industryPath,
  services: servicePath,
};

/** The singletons that are one page each, and that page. */
const pageSingletons: Record<string, string> = {
  homePage: paths.home,
  aboutPage: paths.about,
  whatWeDoPage: paths.whatWeDo,
  industriesPage: paths.industries,
  impactPage: paths.impact,
  contactPage: paths.contact,
  galleryPage: paths.gallery,
  newsPage: paths.newsBlogs,
  blogPage: paths.blog,
  privacy: paths.privacy,
};

const pages = new Set([...prerenderedPaths, ...(await allPagePaths())]);
const entriesOf = new Map(
  await Promise.all(collections.map(async (name) => [name, await readCollection(name)] as const)),
);

describe("the page a change is previewed on", () => {
  it("is the entry's own page for each list whose entries have one, as the page kinds say", () => {
    // Every kind of page that is one entry each: the same lists, at the same addresses.
    const kinds = pageKindList.filter((kind) => kind.linkTarget === "entries");
    expect(Object.fromEntries(kinds.map((kind) => [kind.collection, kind.path!("x")]))).toEqual(
      Object.fromEntries(Object.entries(ownPages).map(([list, path]) => [list, path("x")])),
    );
  });

  it.each(collections)("%s: each entry of the site's content on a page the build makes", (name) => {
    const entries = entriesOf.get(name)!;
    expect(entries.length, name).toBeGreaterThan(0);
    const kind = pageKindList.find(
      (each) => each.collection === name && each.linkTarget === "entries",
    );
    for (const { slug, entry } of entries) {
      const page = pageOf(name, slug, entry);
      const own = ownPages[name] && (!kind?.hasPage || kind.hasPage(entry));
      expect(page, `${name}/${slug}`).toBe(own ? ownPages[name]!(slug) : pageOfArea[name]);
      expect(pages.has(page), `${name}/${slug}: ${page} is not a page of the site`).toBe(true);
    }
  });

  it("is the office's own page for an office, the contact page for a partner, client or project", async () => {
    const offices = await readCollection("offices");
    const office = offices.find(({ entry }) => entry.type === "office")!;
    const partner = offices.find(({ entry }) => entry.type !== "office")!;
    expect(pageOf("offices", office.slug, office.entry)).toBe(officePath(office.slug));
    expect(pageOf("offices", partner.slug, partner.entry)).toBe(paths.contact);
    // Without the entry's fields nothing tells which: the page that shows them all.
    expect(pageOf("offices", office.slug)).toBe(paths.contact);
  });

  it("is a person's own page, not About", () => {
    expect(pageOf("team", "asha-verma", { name: "Asha Verma" })).toBe("/people/asha-verma");
    expect(pageOf("team", "asha-verma")).toBe("/people/asha-verma");
  });

  it("is the list's page for an entry removed, and the home page for anything else", () => {
    for (const name of collections) {
      expect(pageOf(name), name).toBe(pageOfArea[name]);
      expect(prerenderedPaths, name).toContain(pageOfArea[name]);
    }
    expect(pageOf(undefined)).toBe(paths.home);
    expect(pageOf("somethingNew", "x")).toBe(paths.home);
  });

  it.each(singletons)("%s: its page", (name) => {
    expect(pageOf(name), name).toBe(pageOfArea[name]);
    expect(prerenderedPaths, name).toContain(pageOfArea[name]);
  });

  it("is a page's own page for the singletons that are one page each", () => {
    expect(
      Object.fromEntries(Object.keys(pageSingletons).map((name) => [name, pageOf(name)])),
    ).toEqual(pageSingletons);
  });

  it("is what Changes links each saved entry's Preview to", () => {
    const model = contentConfig as unknown as ContentModel;
    const changes = describeChanges(model, [
      {
        path: "content/offices/nairobi.yaml",
        status: "changed",
        before: "name: Nairobi\ntype: office\nemployees: 20\n",
        after: "name: Nairobi\ntype: office\nemployees: 21\n",
      },
      {
        path: "content/offices/amman.yaml",
        status: "changed",
        before: "name: Amman\ntype: partner\nemployees: 5\n",
        after: "name: Amman\ntype: partner\nemployees: 6\n",
      },
      {
        path: "content/team/asha-verma.yaml",
        status: "changed",
        before: "name: Asha Verma\norder: 1\n",
        after: "name: Asha Verma\norder: 2\n",
      },
      { path: "content/team/gone.yaml", status: "removed", before: "name: Gone\n" },
    ]);
    const pageOfLine = (name: string) => changes.find((change) => change.text.includes(name))?.page;
    expect(pageOfLine("'Nairobi'")).toBe("/offices/nairobi");
    expect(pageOfLine("'Amman'")).toBe(paths.contact);
    expect(pageOfLine("'Asha Verma'")).toBe("/people/asha-verma");
    expect(pageOfLine("'Gone'")).toBe(paths.about);
  });
});
