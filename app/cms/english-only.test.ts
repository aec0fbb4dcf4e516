// @vitest-environment node
// A post ticked "English only", on a copy of the content: the Arabic blog, post page data and
// search index carry its English words, marked as English; the English site is unchanged.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedPosts } from "./posts.server.ts";
import { buildSearchIndex } from "./search-index.server.ts";

const repository = path.resolve(import.meta.dirname, "../..");
const slug = "supply-chain-esg";
let root: string;
let before: string | undefined;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "english-only-"));
  await cp(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
  const file = path.join(root, `content/posts/${slug}.mdoc`);
  const text = await readFile(file, "utf8");
  await writeFile(file, text.replace("draft: false", "englishOnly: true\ndraft: false"));
  await rm(path.join(root, `content/posts/${slug}`), { recursive: true });
  before = process.env.CONTENT_ROOT;
  process.env.CONTENT_ROOT = root;
});

afterAll(async () => {
  if (before === undefined) delete process.env.CONTENT_ROOT;
  else process.env.CONTENT_ROOT = before;
  await rm(root, { recursive: true, force: true });
});

describe("an English-only post", () => {
  it("shows its English title, summary and article on the Arabic blog, marked English", async () => {
    const english = (await publishedPosts("en")).find((post) => post.slug === slug)!;
    const arabic = (await publishedPosts("ar")).find((post) => post.slug === slug)!;
    expect(english.lang).toBeUndefined();
    expect(arabic).toMatchObject({
      lang: "en",
      title: english.title,
      summary: english.summary,
      html: english.html,
    });
    // The other posts keep their Arabic.
    const other = (await publishedPosts("ar")).find((post) => post.slug !== slug)!;
    expect(other.lang).toBeUndefined();
    expect(other.title).toMatch(/[\u0600-\u06FF]/);
  });

  it("is found in the Arabic search by its English title, marked English", async () => {
    const entry = (await buildSearchIndex("ar")).find((item) => item.id === `blog:${slug}`);
    expect(entry).toMatchObject({ lang: "en" });
    expect(entry?.title).not.toMatch(/[\u0600-\u06FF]/);
    const english = (await buildSearchIndex("en")).find((item) => item.id === `blog:${slug}`);
    expect(english?.lang).toBeUndefined();
  });
});
