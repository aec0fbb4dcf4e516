// Published with the fake build (tests/support/fake-build.ts), which honours the build's "now"
// as the real one does: a post shows once its "Publish at" has passed.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { publicServerOn } from "../../tests/support/fake-releases.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { currentRelease, releaseDir, releaseIds } from "../releases/releases-dir.ts";
import { loadAdminConfig } from "./config.ts";
import { readSchedule } from "./release-schedule.ts";
import { scheduleInterval, scheduleLead } from "./scheduled-publish.ts";

const build = fakeBuild();
const post = "supply-chain-esg";
const postFile = `content/posts/${post}.mdoc`;
const slide = "content/banner-slides/transformation.yaml";
const minute = 60_000;

let dir: string;
let workspace: string;
let releasesDir: string;
let office: BackOffice;
let site: Awaited<ReturnType<typeof publicServerOn>> | undefined;
let publisherCookie: string;
let clock = new Date();
const publishAt = new Date(Math.ceil((Date.now() + 24 * 60 * minute) / minute) * minute);
const timers: { every: number; stopped: boolean }[] = [];

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

async function commit(file: string, change: (text: string) => string) {
  const path = join(workspace, file);
  const before = await readFile(path, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  await writeFile(path, after);
  git("-c", "user.name=T", "-c", "user.email=t@example.test", "commit", "-qam", `edit ${file}`);
}

async function visit(url: string) {
  site ??= await publicServerOn(releasesDir, join(dir, "site-data"));
  const response = await site.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.body };
}

const schedulerOptions = {
  now: () => clock,
  startTimer: (_tick: () => void, every: number) => {
    const timer = { every, stopped: false };
    timers.push(timer);
    return () => {
      timer.stopped = true;
    };
  },
};

const auditActions = async (store: BackOffice) =>
  (await store.app.backOffice.store.audit.list()).map((entry) => `${entry.actor}: ${entry.action}`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "scheduled-"));
  workspace = await siteWorkspace(dir);
  releasesDir = join(dir, "releases");
  office = await startBackOffice(
    {
      ADMIN_WORKSPACE: workspace,
      RELEASES_DIR: releasesDir,
      SITE_URL: "https://www.consulting.test",
    },
    { scheduler: schedulerOptions, build },
  );
  publisherCookie = await office.signedIn("publisher");
}, 60_000);

afterAll(async () => {
  await site?.close();
  await office?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("scheduled publishing", { timeout: 60_000 }, () => {
  it("looks every 30 seconds once the back office is ready", () => {
    expect(timers).toEqual([{ every: scheduleInterval, stopped: false }]);
    expect(scheduleInterval).toBeLessThanOrEqual(30_000);
  });

  it("looks as often as ADMIN_SCHEDULE_CHECK_MS says, and never less often than every 30 seconds", async () => {
    const intervals: number[] = [];
    const often = await startBackOffice(
      { ADMIN_SCHEDULE_CHECK_MS: "500" },
      {
        scheduler: {
          startTimer: (_tick, every) => {
            intervals.push(every);
            return () => {};
          },
        },
        build: fakeBuild(),
      },
    );
    await often.close();
    expect(intervals).toEqual([500]);
    expect(() => loadAdminConfig({ ADMIN_SCHEDULE_CHECK_MS: "60000" })).toThrow(
      /ADMIN_SCHEDULE_CHECK_MS/,
    );
  });

  it("keeps a post scheduled for later off the live site, and does nothing before its time is near", async () => {
    await commit(postFile, (text) =>
      text.replace("draft: false\n", `draft: false\npublishAt: ${publishAt.toISOString()}\n`),
    );
    expect((await office.publish(publisherCookie)).statusCode).toBe(303);
    const live = (await currentRelease(releasesDir))!;
    expect((await visit(`/blog/${post}`)).status).toBe(302);
    expect((await visit("/sitemap.xml")).body).not.toContain(`/blog/${post}`);
    expect((await visit("/blog/feed.xml")).body).not.toContain(`/blog/${post}`);
    expect((await readSchedule(releaseDir(releasesDir, live)))?.pending).toEqual([
      {
        name: "Blog posts 'ESG in the supply chain: what buyers now ask for'",
        publishAt: publishAt.toISOString(),
      },
    ]);

    // Earlier than its build ahead starts (scheduled-prepare.test.ts builds ahead).
    clock = new Date(publishAt.getTime() - scheduleLead - minute);
    expect(await office.app.scheduler.tick()).toBe("nothing due");
    expect(await currentRelease(releasesDir)).toBe(live);
  });

  it("waits while another publish runs, and tries again on the next tick", async () => {
    clock = new Date(publishAt.getTime() + minute);
    // A commit of its own: release ids are stamped to the second, and this build is fast.
    await commit("content/banner-slides/global.yaml", (text) =>
      text.replace("order: 20\n", "order: 21\n"),
    );
    const asked = build.requests.length;
    const release = build.hold();
    try {
      const running = office.publish(publisherCookie);
      await vi.waitFor(() => expect(build.requests.length).toBe(asked + 1), {
        timeout: 30_000,
        interval: 20,
      });
      expect(await office.app.scheduler.tick()).toBe("busy");
      release();
      expect((await running).statusCode).toBe(303);
    } finally {
      release();
    }
    expect(await auditActions(office)).not.toContain("scheduler: scheduled publish failed");
  });

  it("records a failure in the audit log, keeps the server up, and retries only after a pause", async () => {
    const failing = await startBackOffice(
      { ADMIN_WORKSPACE: workspace, RELEASES_DIR: releasesDir, DATA_DIR: office.config.DATA_DIR },
      { scheduler: { ...schedulerOptions, retryAfter: 10 * minute }, build },
    );
    try {
      const live = await currentRelease(releasesDir);
      clock = new Date(publishAt.getTime() + minute);
      expect(await failing.app.scheduler.tick()).toBe("failed");
      expect(await currentRelease(releasesDir)).toBe(live);
      const [entry] = await failing.app.backOffice.store.audit.list(1);
      expect(entry).toMatchObject({ actor: "scheduler", action: "scheduled publish failed" });
      expect(entry?.detail).toContain("SITE_URL is unset");
      expect((await failing.inject({ method: "GET", url: "/sign-in" })).statusCode).toBe(200);

      clock = new Date(publishAt.getTime() + 5 * minute);
      expect(await failing.app.scheduler.tick()).toBe("waiting");
      clock = new Date(publishAt.getTime() + 12 * minute);
      expect(await failing.app.scheduler.tick()).toBe("failed");
      const failures = (await auditActions(failing)).filter((action) =>
        action.endsWith("scheduled publish failed"),
      );
      expect(failures).toHaveLength(2);
    } finally {
      await failing.close();
    }
    expect(timers.map((timer) => timer.stopped)).toEqual([false, true]);
  });

  it("publishes the live release's commit once the time has come, without the saves made since", async () => {
    const approved = (await currentRelease(releasesDir))!;
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec((await visit("/")).body)?.[1];
    expect(heading).toBeTruthy();
    await commit(slide, (text) => text.replace(`en: ${heading}\n`, "en: Not approved yet\n"));

    clock = new Date(publishAt.getTime() + minute);
    const outcome = await office.app.scheduler.tick();
    expect(outcome).toBe("published");
    // Built as of the scheduler's clock, not the machine's.
    expect(build.requests.at(-1)?.at).toEqual(clock);
    const live = await currentRelease(releasesDir);
    expect(live).not.toBe(approved);
    expect((await visit(`/blog/${post}`)).status).toBe(200);
    expect((await visit(`/ar/blog/${post}`)).status).toBe(200);
    expect((await visit("/sitemap.xml")).body).toContain(`/blog/${post}`);
    expect((await visit("/blog/feed.xml")).body).toContain(`/blog/${post}`);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec((await visit("/")).body)?.[1]).toBe(heading);

    const records = await office.app.backOffice.store.releases.list();
    expect(records[0]).toMatchObject({ id: live, actor: "scheduler" });
    expect(records[0]?.commit).toBe(records.find((record) => record.id === approved)?.commit);
    const [entry] = await office.app.backOffice.store.audit.list(1);
    expect(entry).toMatchObject({ actor: "scheduler", action: "scheduled publish" });
    expect(entry?.detail).toContain(`release ${live}`);

    const page = await office.inject({
      method: "GET",
      url: "/releases",
      headers: { cookie: publisherCookie },
    });
    expect(page.body).toMatch(
      /<td>scheduler<\/td>\s*<td>Scheduled publish: Blog posts &#39;ESG in the supply chain[^<]*<\/td>\s*<td><strong>Live<\/strong>/,
    );
    // The working copy it built from is gone, and git has forgotten it.
    expect(git("worktree", "list").split("\n")).toHaveLength(1);
  });

  it("does not publish the same thing again", async () => {
    const before = await releaseIds(releasesDir);
    clock = new Date(publishAt.getTime() + 3 * minute);
    expect(await office.app.scheduler.tick()).toBe("nothing due");
    expect(await releaseIds(releasesDir)).toEqual(before);
  });
});
