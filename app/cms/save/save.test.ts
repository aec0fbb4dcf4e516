import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSave, prepareSave, refusal, serializeSave } from "./save.ts";
import type { SaveStep } from "./step.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "save-"));
  await writeFile(join(root, "kept.yaml"), "title: Kept\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

const options = () => ({ root, maxUploadBytes: 1024 });

describe("a save's round trip", () => {
  it("reads Keystatic's body and writes it back in the same form", () => {
    const body = {
      additions: [
        { path: "content/a.yaml", contents: Buffer.from("title: Ä\n").toString("base64") },
      ],
      deletions: [{ path: "content/b.yaml" }],
    };
    const save = parseSave(body);
    expect(save?.additions[0]?.contents.toString()).toBe("title: Ä\n");
    expect(JSON.parse(serializeSave(save!))).toEqual(body);
  });

  it.each([
    ["no lists", {}],
    ["a path that is not text", { additions: [{ path: 1, contents: "" }], deletions: [] }],
    ["a deletion without a path", { additions: [], deletions: [{}] }],
    ["not an object", "save"],
  ])("refuses %s", (_name, body) => {
    expect(parseSave(body)).toBeUndefined();
  });
});

describe("prepareSave", () => {
  const rewrite: SaveStep = async (save) => ({
    save: { ...save, additions: save.additions.map((a) => ({ ...a, contents: Buffer.from("x") })) },
    problems: [],
  });
  const sees: Buffer[] = [];
  const record: SaveStep = async (save, context) => {
    sees.push(save.additions[0]!.contents, (await context.current("kept.yaml"))!);
    return { save, problems: [] };
  };
  const refuse: SaveStep = async (save) => ({
    save,
    problems: [{ file: "content/a.yaml", field: "Title", message: "Required" }],
  });

  it("hands each step the save as the steps before left it, with the working copy's files", async () => {
    const save = {
      additions: [{ path: "content/a.yaml", contents: Buffer.from("y") }],
      deletions: [],
    };
    const result = await prepareSave(save, options(), [rewrite, record]);
    expect(result.problems).toEqual([]);
    expect(sees.map(String)).toEqual(["x", "title: Kept\n"]);
    expect(String(result.save.additions[0]!.contents)).toBe("x");
  });

  it("stops at the first step with problems", async () => {
    sees.length = 0;
    const save = {
      additions: [{ path: "content/a.yaml", contents: Buffer.from("y") }],
      deletions: [],
    };
    const result = await prepareSave(save, options(), [refuse, record]);
    expect(result.problems).toHaveLength(1);
    expect(sees).toEqual([]);
    expect(refusal(result.problems).message).toBe("content/a.yaml: Title: Required");
  });

  it("refuses, by default, an upload that is not a picture", async () => {
    const save = {
      additions: [{ path: "content/images/a/src.png", contents: Buffer.from("<script/>") }],
      deletions: [],
    };
    const result = await prepareSave(save, options());
    expect(result.problems).toEqual([
      {
        file: "content/images/a/src.png",
        field: "",
        message: "Not a picture that can be read: upload a JPEG, PNG or WebP picture",
      },
    ]);
  });
});
