// The Readiness page's list, read from this repository's own content (what is unfinished in it
// today) and from a small workspace with nothing unfinished.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import {
  exampleAddressesIn,
  networkHomePagesIn,
  type Readiness,
  type ReadinessKind,
  readinessCache,
  readinessOf,
} from "./readiness.ts";

const repository = resolve(import.meta.dirname, "../..");

const itemsOf = (readiness: Readiness, kind: ReadinessKind) =>
  readiness.groups.find((group) => group.kind === kind)!.items;

describe("the repository's content today", { timeout: 60_000 }, () => {
  let readiness: Readiness;
  beforeAll(async () => {
    readiness = await readinessOf(repository);
  });

  it("lists every kind, in order, and counts their items", () => {
    expect(readiness.groups.map((group) => group.kind)).toEqual([
      "unfinishedText",
      "sample",
      "missingPicture",
      "emptyPage",
      "exampleAddress",
      "networkHomePage",
    ]);
    expect(readiness.total).toBe(
      readiness.groups.reduce((sum, group) => sum + group.items.length, 0),
    );
  });

  it("lists the sample case studies and posts, each linked to its entry in the editor", () => {
    expect(itemsOf(readiness, "sample")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entry: "Case studies 'Financial literacy for five thousand workers'",
          editorPath: "/keystatic/collection/caseStudies/item/financial-literacy",
        }),
        expect.objectContaining({
          editorPath: "/keystatic/collection/caseStudies/item/knitwear-productivity",
        }),
        expect.objectContaining({
          editorPath: "/keystatic/collection/caseStudies/item/vocational-centre",
        }),
        expect.objectContaining({
          editorPath: "/keystatic/collection/caseStudies/item/esg-certification-programme",
        }),
        expect.objectContaining({
          entry: "Blog posts 'Closing the skills gap on the factory floor'",
          editorPath: "/keystatic/collection/posts/item/closing-skills-gap",
        }),
        expect.objectContaining({
          editorPath: "/keystatic/collection/posts/item/supply-chain-esg",
        }),
        expect.objectContaining({
          editorPath: "/keystatic/collection/posts/item/operating-model-growth",
        }),
      ]),
    );
  });

  it("names each placeholder's entry, field and languages: people's biographies and languages, offices' addresses", () => {
    const texts = itemsOf(readiness, "unfinishedText");
    for (const person of ["Asha Verma", "Daniel Okafor", "Leila Haddad"]) {
      expect(texts).toContainEqual({
        entry: `Team '${person}'`,
        editorPath: expect.stringMatching(/^\/keystatic\/collection\/team\/item\/[a-z-]+$/),
        field: "Short biography",
        languages: ["en", "ar"],
        detail: "placeholder in English and Arabic",
      });
      expect(texts).toContainEqual(
        expect.objectContaining({ entry: `Team '${person}'`, field: "Languages spoken › 1" }),
      );
    }
    expect(texts).toContainEqual({
      entry: "Offices and places 'Dubai'",
      editorPath: "/keystatic/collection/offices/item/dubai",
      field: "Street address",
      languages: ["en", "ar"],
      detail: "placeholder in English and Arabic",
    });
    expect(texts).toContainEqual(
      expect.objectContaining({ entry: "Offices and places 'Delhi'", field: "Opening hours" }),
    );
    // Delhi's address is written: only its hours are a placeholder.
    expect(texts).not.toContainEqual(
      expect.objectContaining({ entry: "Offices and places 'Delhi'", field: "Street address" }),
    );
  });

  it("lists the footer's .example e-mail address", () => {
    expect(itemsOf(readiness, "exampleAddress")).toContainEqual({
      entry: "Site details, header and footer",
      editorPath: "/keystatic/singleton/site",
      field: "E-mail address",
      detail: "info@redefine-group.example",
    });
  });

  it("lists the footer's social links that lead to a network's home page", () => {
    const links = itemsOf(readiness, "networkHomePage").filter(
      (item) => item.editorPath === "/keystatic/singleton/site",
    );
    expect(links.map((item) => [item.field, item.detail])).toEqual([
      ["Social profiles › 1 › Profile address", "https://www.linkedin.com/"],
      ["Social profiles › 2 › Profile address", "https://x.com/"],
      ["Social profiles › 3 › Profile address", "https://www.facebook.com/"],
    ]);
  });

  it("lists an industry page that gathers nothing, and not one with case studies", () => {
    const pages = itemsOf(readiness, "emptyPage").map((item) => item.editorPath);
    expect(pages).toContain("/keystatic/collection/industries/item/mining");
    expect(pages).not.toContain("/keystatic/collection/industries/item/textile-apparel");
  });
});

describe("addresses in a text", () => {
  it("finds e-mail and web addresses under .example, and nothing else", () => {
    expect(
      exampleAddressesIn(
        "Write to info@redefine-group.example, see https://www.site.example/about or mail@example.com at example.com, foo.example.com and a.example.org.",
      ),
    ).toEqual(["info@redefine-group.example", "https://www.site.example/about"]);
  });

  it("finds a network's home page, not a profile or another site's home page", () => {
    expect(
      networkHomePagesIn(
        "https://www.linkedin.com/ https://x.com https://www.linkedin.com/in/someone https://www.youtube.com/@group https://www.consulting.test/",
      ),
    ).toEqual(["https://www.linkedin.com/", "https://x.com"]);
  });
});

describe("a workspace with nothing unfinished", { timeout: 60_000 }, () => {
  let root: string;

  async function copy(file: string, change: (data: Record<string, unknown>) => void = () => {}) {
    const data = parse(await readFile(join(repository, file), "utf8"));
    change(data);
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), stringify(data));
  }

  const finishedSite = (site: Record<string, unknown>) => {
    site.email = "info@consulting.test";
    site.socialLinks = [
      { icon: "linkedin", href: "https://www.linkedin.com/company/consulting-group" },
    ];
  };
  const finishedPerson = (person: Record<string, unknown>) => {
    person.bio = { en: "Meera leads the group's training work.", ar: "تقود ميرا أعمال التدريب." };
    person.languages = [{ en: "English", ar: "الإنجليزية" }];
    person.focusIndustries = [];
    person.focusServices = ["people-culture"];
  };
  const finishedOffice = (office: Record<string, unknown>) => {
    office.email = "delhi@consulting.test";
    office.openingHours = { en: "Monday to Friday, 9:00 to 18:00", ar: "من الاثنين إلى الجمعة" };
  };

  async function picture(src: string) {
    await mkdir(dirname(join(root, "content", src)), { recursive: true });
    await cp(join(repository, "content", src), join(root, "content", src));
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "readiness-"));
    await copy("content/site.yaml", finishedSite);
    await picture("/images/share/shareImage/src.svg");
    await copy("content/industries/textile-apparel.yaml");
    await copy("content/services/people-culture.yaml");
    await copy("content/case-studies/financial-literacy.yaml", (study) => {
      study.sample = false;
    });
    await picture("/images/impact/financial-literacy/cover/src.svg");
    await copy("content/team/meera-nair.yaml", finishedPerson);
    await picture("/images/team/meera-nair/portrait/src.svg");
    await copy("content/offices/delhi.yaml", finishedOffice);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("lists nothing", async () => {
    const readiness = await readinessOf(root);
    expect(readiness.groups.flatMap((group) => group.items)).toEqual([]);
    expect(readiness.total).toBe(0);
  });

  it("lists a text as soon as it is a placeholder again, an empty office address, an example e-mail", async () => {
    await copy("content/site.yaml", (site) => {
      finishedSite(site);
      site.email = "info@consulting.example";
    });
    await copy("content/team/meera-nair.yaml", (person) => {
      finishedPerson(person);
      person.bio = { en: "Meera leads the group's training work.", ar: "نص مؤقت: السيرة" };
    });
    await copy("content/offices/delhi.yaml", (office) => {
      finishedOffice(office);
      office.address = { en: "", ar: "" };
    });
    const readiness = await readinessOf(root);
    expect(itemsOf(readiness, "unfinishedText")).toEqual([
      {
        entry: "Offices and places 'Delhi'",
        editorPath: "/keystatic/collection/offices/item/delhi",
        field: "Street address",
        detail: "empty",
      },
      {
        entry: "Team 'Meera Nair'",
        editorPath: "/keystatic/collection/team/item/meera-nair",
        field: "Short biography",
        languages: ["ar"],
        detail: "placeholder in Arabic",
      },
    ]);
    expect(itemsOf(readiness, "exampleAddress")).toEqual([
      {
        entry: "Site details, header and footer",
        editorPath: "/keystatic/singleton/site",
        field: "E-mail address",
        detail: "info@consulting.example",
      },
    ]);
    expect(readiness.total).toBe(3);
  });
});

describe("the list of the workspace's latest save", () => {
  it("is read once per save", async () => {
    let reads = 0;
    const cached = readinessCache(async () => {
      reads++;
      return { total: reads, groups: [] };
    });
    let head = "one";
    const workspace = { dir: "/workspace", head: async () => head };
    expect((await cached(workspace)).total).toBe(1);
    expect((await cached(workspace)).total).toBe(1);
    head = "two";
    expect((await cached(workspace)).total).toBe(2);
  });
});
