// The real build command, run on a small workspace whose `npm run build` and content check are
// the fake build's scripts (tests/support/fake-build.ts): what is checked is how they are run.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useFakeBuildScripts } from "../../tests/support/fake-build.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { processIsRunning as running } from "../process-running.ts";
import { npmSiteBuild } from "./site-build.ts";

const slide = "content/banner-slides/transformation.yaml";
const siteUrl = "https://www.consulting.test";
let dir: string;
let workspace: string;

/** `promise`, or a clear failure if it has not settled in `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`gave up after ${ms / 1000} s waiting for ${what}`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "site-build-"));
  workspace = await siteWorkspace(dir);
  await useFakeBuildScripts(workspace);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the site's build, as publish and preview run it", { timeout: 60_000 }, () => {
  it("builds the checkout into its build folder, for the public address and the time given", async () => {
    const post = join(workspace, "content/posts/supply-chain-esg.mdoc");
    await writeFile(
      post,
      (await readFile(post, "utf8")).replace(
        "draft: false\n",
        "draft: false\npublishAt: 2025-06-01T09:00:00.000Z\n",
      ),
    );
    const early = await npmSiteBuild.build({
      dir: workspace,
      buildDir: "build-early",
      siteUrl,
      at: new Date("2025-06-01T08:59:00Z"),
    });
    expect(early).toMatchObject({ ok: true });
    const late = await npmSiteBuild.build({
      dir: workspace,
      buildDir: "build-late",
      siteUrl,
      at: new Date("2025-06-01T09:00:00Z"),
    });
    expect(late).toMatchObject({ ok: true });
    const sitemap = (name: string) => readFile(join(workspace, name, "client/sitemap.xml"), "utf8");
    // Its "Publish at" is the line: BUILD_TIME reached the build.
    expect(await sitemap("build-early")).not.toContain("/blog/supply-chain-esg");
    expect(await sitemap("build-late")).toContain(`${siteUrl}/blog/supply-chain-esg`);
  });

  it("reports a failed check or build with what it printed", async () => {
    const original = await readFile(join(workspace, slide), "utf8");
    await writeFile(join(workspace, slide), original.replace("order: 10\n", "order: soon\n"));
    try {
      const checked = await npmSiteBuild.check(workspace);
      expect(checked.ok).toBe(false);
      expect(checked.output).toContain(`${slide}: order: must be a number`);
      const built = await npmSiteBuild.build({
        dir: workspace,
        buildDir: "build-failed",
        siteUrl,
        at: new Date(),
      });
      expect(built.ok).toBe(false);
      expect(built.output).toContain(`${slide}: order: must be a number`);
    } finally {
      await writeFile(join(workspace, slide), original);
    }
    expect(await npmSiteBuild.check(workspace)).toMatchObject({ ok: true });
  });

  it("stops, with the processes it started, when its signal says so", async () => {
    await writeFile(join(workspace, "hold-build"), "");
    const controller = new AbortController();
    try {
      const building = npmSiteBuild.build({
        dir: workspace,
        buildDir: "build-stopped",
        siteUrl,
        at: new Date(),
        signal: controller.signal,
      });
      const pidFile = join(workspace, "build-stopped/pid");
      await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), {
        timeout: 30_000,
        interval: 50,
      });
      const pid = Number(await readFile(pidFile, "utf8"));
      expect(running(pid)).toBe(true);
      controller.abort();
      expect((await within(building, 30_000, "the stopped build to end")).ok).toBe(false);
      // The build's own script, started by npm, went too (its process group was stopped).
      await vi.waitFor(() => expect(running(pid)).toBe(false), { timeout: 30_000, interval: 50 });
      expect(existsSync(join(workspace, "build-stopped/client/index.html"))).toBe(false);
    } finally {
      await rm(join(workspace, "hold-build"), { force: true });
    }
  });
});
