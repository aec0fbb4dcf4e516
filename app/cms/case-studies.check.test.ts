// @vitest-environment node
// The build's checks on a case study, run on a copy of the repository's own content.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent } from "./check.ts";
import contentConfig from "./keystatic.config.ts";

const repository = path.resolve(import.meta.dirname, "../..");
const file = "content/case-studies/knitwear-productivity.yaml";
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "case-check-"));
  await cp(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function edit(change: (text: string) => string): Promise<void> {
  const full = path.join(root, file);
  const before = await readFile(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  await writeFile(full, after);
}

const problems = async () => (await checkContent(root, contentConfig, { only: [file] })).problems;

const withoutFigures = (text: string) => text.replace(/^figures:\n(?:[ -].*\n)*/m, "");

describe("a case study", () => {
  it("passes as it is", async () => {
    expect(await problems()).toEqual([]);
  });

  it("is refused without a result figure, whether the list is empty or left out", async () => {
    const refusal = `${file}: figures: a case study needs at least one result figure: add one under "Results in figures" (the first shows on its card on the Impact page)`;
    await edit((text) => `${withoutFigures(text)}figures: []\n`);
    expect(await problems()).toEqual([refusal]);
    await edit((text) => text.replace("figures: []\n", ""));
    expect(await problems()).toEqual([refusal]);
  });

  it("is refused when it names an office, service, quote or person that does not exist", async () => {
    await edit(
      (text) =>
        `${text
          .replace(
            /^services:\n {2}- .*$/m,
            "services:\n  - manufacturing-excellence\n  - atlantis-advisory",
          )
          .replace(
            /^people:\n {2}- .*$/m,
            "people:\n  - no-such-person",
          )}office: atlantis\nquote: no-such-quote\n`,
    );
    expect(await problems()).toEqual([
      `${file}: services.1: "atlantis-advisory" is not a service`,
      `${file}: office: "atlantis" is not an office or place`,
      `${file}: people.0: "no-such-person" is not a team`,
      `${file}: quote: "no-such-quote" is not a testimonial`,
    ]);
  });

  it("is a page a link in the content may go to, under its own address only", async () => {
    const slide = "content/banner-slides/global.yaml";
    const full = path.join(root, slide);
    const text = await readFile(full, "utf8");
    await writeFile(full, text.replace("  to: /impact\n", "  to: /impact/knitwear-productivity\n"));
    expect((await checkContent(root, contentConfig, { only: [slide] })).problems).toEqual([]);
    await writeFile(full, text.replace("  to: /impact\n", "  to: /impact/knitwear\n"));
    expect((await checkContent(root, contentConfig, { only: [slide] })).problems).toEqual([
      `${slide}: secondaryLink.to: "/impact/knitwear" is not a page of this site`,
    ]);
  });

  it("has filter pages that a link in the content may go to, as News & Blogs' are", async () => {
    const slide = "content/banner-slides/global.yaml";
    const full = path.join(root, slide);
    const text = await readFile(full, "utf8");
    for (const to of ["/impact/industry/textile-apparel", "/news-blogs/topic/operations"]) {
      await writeFile(full, text.replace("  to: /impact\n", `  to: ${to}\n`));
      expect((await checkContent(root, contentConfig, { only: [slide] })).problems).toEqual([]);
    }
    await writeFile(full, text.replace("  to: /impact\n", "  to: /impact/industry/atlantis\n"));
    expect((await checkContent(root, contentConfig, { only: [slide] })).problems).toEqual([
      `${slide}: secondaryLink.to: "/impact/industry/atlantis" is not a page of this site`,
    ]);
  });
});
