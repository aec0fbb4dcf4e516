// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { config } from "@keystatic/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent } from "../check.ts";
import { offices } from "../schema/site.ts";
import { timeZoneProblem } from "./office-details.ts";

const repository = path.resolve(import.meta.dirname, "../../..");
const officesOnly = config({ storage: { kind: "local" }, collections: { offices } });
// An office (Dubai) and a partner (Amman), as the repository has them.
const files = ["content/offices/dubai.yaml", "content/offices/amman.yaml"];

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "office-check-"));
  await mkdir(path.join(root, "content/offices"), { recursive: true });
  for (const file of files) await cp(path.join(repository, file), path.join(root, file));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const full = path.join(root, file);
  const before = await readFile(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  await writeFile(full, after);
}

const problems = async () => (await checkContent(root, officesOnly)).problems;
const withoutField = (name: string) => (text: string) =>
  text.replace(new RegExp(`^${name}:.*\\n(?:  .*\\n)*`, "m"), "");

describe("an office's details", () => {
  it("pass an office that has them and a partner that has none", async () => {
    expect(await readFile(path.join(root, files[1]!), "utf8")).not.toContain("address");
    expect(await problems()).toEqual([]);
  });

  it("refuse an office without an address, opening hours or time zone, in the build's words", async () => {
    await edit(files[0]!, (text) =>
      withoutField("timeZone")(withoutField("openingHours")(withoutField("address")(text))),
    );
    expect(await problems()).toEqual([
      "content/offices/dubai.yaml: address: An office needs an address",
      "content/offices/dubai.yaml: openingHours: An office needs its opening hours",
      "content/offices/dubai.yaml: timeZone: An office needs a time zone",
    ]);
  });

  it("refuse an address written in English only", async () => {
    await edit(files[0]!, (text) => text.replace(/(address:\n {2}en: .*\n) {2}ar: .*\n/, "$1"));
    expect(await problems()).toEqual(["content/offices/dubai.yaml: address.ar: no Arabic text"]);
  });

  it("ask nothing of a place that becomes a partner", async () => {
    await edit(files[0]!, (text) =>
      withoutField("address")(text).replace("type: office", "type: partner"),
    );
    expect(await problems()).toEqual([]);
  });

  it("refuse a time zone that is an abbreviation, an offset or unknown", async () => {
    await edit(files[0]!, (text) => text.replace("timeZone: Asia/Dubai", "timeZone: GST"));
    expect(await problems()).toEqual([
      'content/offices/dubai.yaml: timeZone: "GST" is not a time zone (write continent/city, e.g. Asia/Dubai)',
    ]);
    expect(timeZoneProblem("UTC+4")).toBeDefined();
    expect(timeZoneProblem("Asia/Atlantis")).toBeDefined();
    expect(timeZoneProblem("Asia/Kolkata")).toBeUndefined();
    expect(timeZoneProblem("America/Argentina/Buenos_Aires")).toBeUndefined();
  });
});
