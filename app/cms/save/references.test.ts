import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referencesStep } from "./references.ts";
import { prepareSave } from "./save.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "save-references-"));
  const files: Record<string, string> = {
    "content/offices/amman.yaml": "name: Amman\ncity:\n  en: Amman\n  ar: عمّان\n",
    "content/offices/dubai.yaml": "name: Dubai\n",
    "content/team/meera-nair.yaml": "name: Meera Nair\noffice: amman\n",
    "content/team/asha-verma.yaml": "name: Asha Verma\noffice: amman\n",
    "content/posts/skills.mdoc":
      "---\ntitle: Closing the skills gap\nauthor: meera-nair\n---\nText.\n",
    "content/industries/textiles.yaml": "name: Textiles\n",
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), text);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

const options = () => ({ root, maxUploadBytes: 1024 });

describe("deleting an entry", () => {
  it("is refused while others refer to it, naming each of them", async () => {
    const result = await prepareSave(
      { additions: [], deletions: [{ path: "content/offices/amman.yaml" }] },
      options(),
      [referencesStep],
    );
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Amman (Offices and places) cannot be deleted: Asha Verma (Team) has it as "Office". Choose another there first, then delete this one.',
      'Amman (Offices and places) cannot be deleted: Meera Nair (Team) has it as "Office". Choose another there first, then delete this one.',
    ]);
    expect(result.problems[0]).toMatchObject({ file: "content/offices/amman.yaml", field: "" });
  });

  it("finds references in a post's details", async () => {
    const result = await prepareSave(
      { additions: [], deletions: [{ path: "content/team/meera-nair.yaml" }] },
      options(),
      [referencesStep],
    );
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Meera Nair (Team) cannot be deleted: Closing the skills gap (Blog posts) has it as "Author". Choose another there first, then delete this one.',
    ]);
  });

  it("passes when nothing refers to it", async () => {
    const result = await prepareSave(
      { additions: [], deletions: [{ path: "content/offices/dubai.yaml" }] },
      options(),
      [referencesStep],
    );
    expect(result.problems).toEqual([]);
  });

  it("passes when the entries referring to it change in the same save", async () => {
    const result = await prepareSave(
      {
        additions: [
          {
            path: "content/team/meera-nair.yaml",
            contents: Buffer.from("name: Meera Nair\noffice: dubai\n"),
          },
        ],
        deletions: [
          { path: "content/offices/amman.yaml" },
          { path: "content/team/asha-verma.yaml" },
        ],
      },
      options(),
      [referencesStep],
    );
    expect(result.problems).toEqual([]);
  });
});

describe("renaming an entry", () => {
  it("is refused while others refer to its old name", async () => {
    const result = await prepareSave(
      {
        additions: [
          { path: "content/team/meera-n.yaml", contents: Buffer.from("name: Meera N\n") },
        ],
        deletions: [{ path: "content/team/meera-nair.yaml" }],
      },
      options(),
      [referencesStep],
    );
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Meera Nair (Team) cannot be renamed: Closing the skills gap (Blog posts) has it as "Author". Renaming would leave that pointing at nothing: keep the file name, or duplicate this entry under the new one, choose it there, then delete this one.',
    ]);
  });

  it("passes a save of the entry itself under the same name", async () => {
    const result = await prepareSave(
      {
        additions: [{ path: "content/offices/amman.yaml", contents: Buffer.from("name: Amman\n") }],
        deletions: [{ path: "content/images/team/old/portrait/src.svg" }],
      },
      options(),
      [referencesStep],
    );
    expect(result.problems).toEqual([]);
  });
});
