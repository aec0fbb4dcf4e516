// Two back offices on one releases directory, each with its own workspace, both publishing with
// the fake build (tests/support/fake-build.ts).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { type FakeBuild, fakeBuild } from "../../tests/support/fake-build.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { currentRelease, partialSuffix, releaseIds } from "../releases/releases-dir.ts";

let dir: string;
let releasesDir: string;
const offices: { office: BackOffice; cookie: string; build: FakeBuild }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "two-publishers-"));
  releasesDir = join(dir, "releases");
  for (const name of ["first", "second"]) {
    await mkdir(join(dir, name));
    const workspace = await siteWorkspace(join(dir, name));
    // Each its own commit: made in the same second, the two workspaces' would be one, and so
    // would their releases' ids.
    execFileSync("git", [
      "-C",
      workspace,
      "-c",
      "user.name=E",
      "-c",
      "user.email=e@example.test",
      "commit",
      "-qm",
      `The ${name} workspace`,
      "--allow-empty",
    ]);
    const build = fakeBuild();
    const office = await startBackOffice(
      {
        ADMIN_WORKSPACE: workspace,
        RELEASES_DIR: releasesDir,
        SITE_URL: "https://www.consulting.test",
      },
      { build },
    );
    offices.push({
      office,
      build,
      cookie: await office.signedIn("publisher", `${name}@example.test`),
    });
  }
}, 60_000);

afterAll(async () => {
  for (const { office } of offices) await office.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("two back offices on one releases directory", { timeout: 60_000 }, () => {
  it("runs one publish at a time: the second is told who publishes, then publishes after", async () => {
    const [first, second] = offices as [(typeof offices)[0], (typeof offices)[0]];
    const release = first.build.hold();
    // A release being made, as the first one's will be in a moment: the folder a careless second
    // publish would clear as the leftover of a crash.
    const making = join(releasesDir, "releases", `being-made${partialSuffix}`);
    try {
      const firstAnswer = first.office.publish(first.cookie);
      await vi.waitFor(() => expect(first.build.requests).toHaveLength(1), {
        timeout: 30_000,
        interval: 20,
      });
      await mkdir(making, { recursive: true });
      const refused = await second.office.publish(second.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toMatch(
        /Another publish is running, started by first@example\.test at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/,
      );
      expect(existsSync(making)).toBe(true);
      expect(second.build.requests).toHaveLength(0);

      release();
      expect((await firstAnswer).statusCode).toBe(303);
    } finally {
      release();
    }
    const [published] = await releaseIds(releasesDir);
    expect(await currentRelease(releasesDir)).toBe(published);

    expect((await second.office.publish(second.cookie)).statusCode).toBe(303);
    expect(await releaseIds(releasesDir)).toHaveLength(2);
    expect(await currentRelease(releasesDir)).not.toBe(published);
    // Once no publish runs, what is left half-made is a crash's leftover: the next publish clears it.
    expect(existsSync(making)).toBe(false);
  });
});
