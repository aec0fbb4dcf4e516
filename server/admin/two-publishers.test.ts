import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentRelease, partialSuffix, releaseIds } from "../releases/releases-dir.ts";
import { type BackOffice, startBackOffice } from "./testing/back-office.ts";

const repository = resolve(import.meta.dirname, "../..");
let dir: string;
let releasesDir: string;
const offices: { office: BackOffice; cookie: string }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "two-publishers-"));
  releasesDir = join(dir, "releases");
  for (const name of ["first", "second"]) {
    const workspace = join(dir, name);
    execFileSync("git", ["clone", "--quiet", repository, workspace]);
    await symlink(join(repository, "node_modules"), join(workspace, "node_modules"), "dir");
    const office = await startBackOffice({
      ADMIN_WORKSPACE: workspace,
      RELEASES_DIR: releasesDir,
      SITE_URL: "https://www.consulting.test",
    });
    offices.push({ office, cookie: await office.signedIn("publisher", `${name}@example.test`) });
  }
}, 60_000);

afterAll(async () => {
  for (const { office } of offices) await office.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("two back offices on one releases directory", { timeout: 300_000 }, () => {
  it("runs one publish at a time: the second is told who publishes, then publishes after", async () => {
    const [first, second] = offices as [(typeof offices)[0], (typeof offices)[0]];
    const firstAnswer = first.office.publish(first.cookie);
    // Asked while the first one's release is being made, the moment a careless second publish
    // would clear it as the leftover of a crash.
    for (;;) {
      const entries = await readdir(join(releasesDir, "releases")).catch(() => [] as string[]);
      if (entries.some((name) => name.endsWith(partialSuffix))) break;
      await new Promise((done) => setTimeout(done, 20));
    }
    const refused = await second.office.publish(second.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(
      /Another publish is running, started by first@example\.test at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/,
    );

    expect((await firstAnswer).statusCode).toBe(303);
    const [published] = await releaseIds(releasesDir);
    expect(await currentRelease(releasesDir)).toBe(published);

    expect((await second.office.publish(second.cookie)).statusCode).toBe(303);
    expect(await releaseIds(releasesDir)).toHaveLength(2);
    expect(await currentRelease(releasesDir)).not.toBe(published);
  });
});
