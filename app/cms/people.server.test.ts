// @vitest-environment node
import { expect, it } from "vitest";
import { contentCopyEachTest } from "../../tests/support/content-copy.ts";
import { loadPersonPage, personSlugs } from "./people.server.ts";
import { publishedPosts } from "./posts.server.ts";
import { readCollection } from "./reader.server.ts";

const { edit } = contentCopyEachTest();

async function anAuthor() {
  const [post] = await publishedPosts();
  if (!post) throw new Error("The content has no published post");
  return post;
}

it("gives a page to every member of the team, and none to anyone else", async () => {
  const slugs = await personSlugs();
  expect(slugs.length).toBeGreaterThan(0);
  expect(slugs).toEqual((await readCollection("team")).map(({ slug }) => slug));
  expect(await loadPersonPage("no-such-person")).toBeNull();
});

it("lists what a person wrote and the case studies naming them, linked in the page's language", async () => {
  const post = await anAuthor();
  const [study] = await readCollection("caseStudies");
  if (!study) throw new Error("The content has no case study");
  await edit(`content/case-studies/${study.slug}.yaml`, (text) =>
    text.replace(/^people:.*(\n {2}- .*)*$/m, `people:\n  - ${post.author.id}`),
  );
  const english = await loadPersonPage(post.author.id, "en");
  // As the cards of News & Blogs and the Impact page; a post's card does not name its author again.
  expect(english?.posts).toContainEqual(
    expect.objectContaining({
      kind: "post",
      id: post.slug,
      title: post.title,
      to: `/blog/${post.slug}`,
    }),
  );
  expect(english?.posts.every((item) => item.author === undefined)).toBe(true);
  expect(english?.caseStudies).toEqual([
    expect.objectContaining({
      id: study.slug,
      title: study.entry.title.en,
      to: `/impact/${study.slug}`,
    }),
  ]);
  const arabic = await loadPersonPage(post.author.id, "ar");
  expect(arabic?.posts.map((item) => item.to)).toContain(`/ar/blog/${post.slug}`);
  expect(arabic?.caseStudies.map((item) => item.to)).toEqual([`/ar/impact/${study.slug}`]);
  expect(arabic?.breadcrumb.map((step) => step.path)).toEqual([
    "/ar",
    "/ar/about",
    `/ar/people/${post.author.id}`,
  ]);
});

it("resolves focus areas to their names and places, and names each profile link after the person", async () => {
  const post = await anAuthor();
  await edit(`content/team/${post.author.id}.yaml`, (text) =>
    text
      .replace(/^focusServices:.*(\n {2}- .*)*$/m, "focusServices:\n  - market-access")
      .replace(
        /^social: \[\]$/m,
        "social:\n  - network: linkedin\n    href: https://www.linkedin.com/in/someone",
      ),
  );
  const page = await loadPersonPage(post.author.id, "en");
  expect(page?.person.services).toEqual([
    expect.objectContaining({ id: "market-access", to: "/what-we-do/market-access" }),
  ]);
  expect(page?.person.social).toEqual([
    {
      label: `${page?.person.name} on LinkedIn`,
      href: "https://www.linkedin.com/in/someone",
      icon: "linkedin",
    },
  ]);
  expect(page?.page).toMatchObject({ title: page?.person.name, heading: page?.person.name });
  expect(page?.page.description).toContain(page?.person.role);
});

it("leaves out a biography and languages still marked as placeholders, and shows them once written", async () => {
  const [member] = await readCollection("team");
  if (!member) throw new Error("The content has no member of the team");
  // Today's content marks both as placeholders: the page shows neither, in either language.
  for (const language of ["en", "ar"] as const) {
    const page = await loadPersonPage(member.slug, language);
    expect(page?.person.bio).toBe("");
    expect(page?.person.languages).toEqual([]);
  }
  await edit(`content/team/${member.slug}.yaml`, (text) =>
    text
      .replace(/^bio:\n(?: {2}.*\n)+/m, 'bio:\n  en: "Leads our work."\n  ar: "تقود عملنا."\n')
      .replace(
        /^languages:\n(?:.*\n)*?(?=social:)/m,
        'languages:\n  - en: "Placeholder: to be confirmed"\n    ar: "نص مؤقت: لم يُؤكَّد بعد"\n  - en: Hindi\n    ar: "الهندية"\n',
      ),
  );
  const english = await loadPersonPage(member.slug, "en");
  expect(english?.person.bio).toBe("Leads our work.");
  expect(english?.person.languages).toEqual(["Hindi"]);
  const arabic = await loadPersonPage(member.slug, "ar");
  expect(arabic?.person.bio).toBe("تقود عملنا.");
  expect(arabic?.person.languages).toEqual(["الهندية"]);
});
