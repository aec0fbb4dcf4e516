import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeWorkspace, testOrigin } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { previewer } from "./preview.ts";
import { openWorkspace } from "./workspace.ts";

let dir: string;
let site: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "preview-owners-"));
  site = await makeWorkspace(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A process id that was in use a moment ago and is no longer. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

const builds = async () =>
  (await readdir(site)).filter((name) => name.startsWith("build-preview-")).sort();

describe("two back offices on one workspace", { timeout: 60_000 }, () => {
  it("each removes only its own preview builds, and those of processes that are gone", async () => {
    const workspace = await openWorkspace(site);
    const first = previewer({ ADMIN_URL: testOrigin }, workspace, { build: fakeBuild() });
    await first.settled();
    const state = await first.state();
    expect(state.kind).toBe("ready");
    const firstBuilds = await builds();
    expect(firstBuilds).toHaveLength(1);

    const gone = `build-preview-${await deadPid()}-0123456789ab-1-deadbeef`;
    await mkdir(join(site, gone, "client"), { recursive: true });

    const second = previewer({ ADMIN_URL: testOrigin }, workspace, { build: fakeBuild() });
    await second.settled();
    expect((await second.state()).kind).toBe("ready");

    const after = await builds();
    expect(after).toEqual(expect.arrayContaining(firstBuilds));
    expect(after).not.toContain(gone);
    expect(after).toHaveLength(2);
    // The first still serves its build's files.
    expect(await first.file("/index.html")).toMatchObject({ file: "index.html" });

    await second.close();
    expect(await builds()).toEqual(firstBuilds);
    await first.close();
  });
});
