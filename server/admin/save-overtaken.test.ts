// Two people on one entry: a save made on a form loaded before another person's save of the same
// file is refused, naming who saved and what they changed, and nothing is written.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBaseHeader } from "../../app/cms/editor/save-base.ts";
import { type BackOffice, startBackOffice, testOrigin } from "../../tests/support/back-office.ts";

const file = "content/banner-slides/first.yaml";
let office: BackOffice;
let asha: string;
let omar: string;

beforeAll(async () => {
  office = await startBackOffice();
  asha = await office.signedIn("editor", "asha@example.test");
  omar = await office.signedIn("publisher", "omar@example.test");
});
afterAll(() => office.close());

const workspace = () => office.config.ADMIN_WORKSPACE;
const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace(), ...args], { encoding: "utf8" }).trim();
/** The version id the editor reads a file by (its git blob id). */
const versionOf = (text: string) =>
  execFileSync("git", ["hash-object", "--stdin"], { input: text, encoding: "utf8" }).trim();

function save(cookie: string, contents: string, base?: Record<string, string>) {
  return office.inject({
    method: "POST",
    url: "/api/keystatic/update",
    headers: {
      cookie,
      origin: testOrigin,
      "no-cors": "1",
      "content-type": "application/json",
      ...(base ? { [saveBaseHeader]: encodeURIComponent(JSON.stringify(base)) } : {}),
    },
    payload: {
      additions: [{ path: file, contents: Buffer.from(contents).toString("base64url") }],
      deletions: [],
    },
  });
}

describe("a save made on a form another save has overtaken", { timeout: 30_000 }, () => {
  it("is refused with who saved and what they changed, and writes nothing", async () => {
    const loaded = { [file]: versionOf("order: 10\n") };
    // Both opened the slide; Asha saves first.
    const first = await save(asha, "order: 20\n", loaded);
    expect(first.statusCode, first.body).toBe(200);
    const head = git("rev-parse", "HEAD");

    const second = await save(omar, "order: 30\n", loaded);
    expect(second.statusCode).toBe(409);
    const answer = second.json() as { message: string; overtaken: { author: string }[] };
    expect(answer.message).toMatch(
      new RegExp(
        `^Not saved: ${git("log", "-1", "--format=%an")} saved this entry at \\d\\d:\\d\\d UTC, after you opened it \\(Home page banner slides 'first': Position changed\\)`,
      ),
    );
    expect(answer.overtaken.map((found) => found.author)).toEqual([
      git("log", "-1", "--format=%an"),
    ]);
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(await readFile(join(workspace(), file), "utf8")).toBe("order: 20\n");
    expect(git("status", "--porcelain")).toBe("");

    // Reloaded, the form has Asha's version: Omar's save then goes through.
    const again = await save(omar, "order: 30\n", { [file]: versionOf("order: 20\n") });
    expect(again.statusCode, again.body).toBe(200);
    expect(await readFile(join(workspace(), file), "utf8")).toBe("order: 30\n");
  });

  it("a save that says nothing of its form's version, or names other files, is not held back", async () => {
    const unsaid = await save(asha, "order: 40\n");
    expect(unsaid.statusCode, unsaid.body).toBe(200);
    const other = await save(asha, "order: 50\n", { "content/other.yaml": versionOf("x") });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe("a save that changes nothing", { timeout: 30_000 }, () => {
  it("is answered as saved, with no commit", async () => {
    const before = await readFile(join(workspace(), file), "utf8");
    const head = git("rev-parse", "HEAD");
    // The same values: the file keeps its own form, so nothing differs.
    const response = await save(asha, `${before}# only a comment\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(git("rev-parse", "HEAD")).toBe(head);
  });
});
