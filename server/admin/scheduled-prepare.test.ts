// The scheduler builds a scheduled post's release ahead of its time and switches to it at the time.
// Published with the fake build (tests/support/fake-build.ts), which honours the build's "now".
// The test owns the scheduler's clock, its regular look and its alarm: nothing waits for real
// time. The tests run in order, each scheduling the one post of the workspace anew.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { publicServerOn } from "../../tests/support/fake-releases.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { lockFile } from "../releases/publish-lock.ts";
import { currentRelease, partialSuffix, releaseDir, releaseIds } from "../releases/releases-dir.ts";
import type { AdminBuildOptions } from "./app.ts";
import { loadAdminConfig } from "./config.ts";
import { newReleaseId } from "./publish-steps.ts";
import { scheduleInterval, scheduleLead } from "./scheduled-publish.ts";

const build = fakeBuild();
const post = "supply-chain-esg";
const postFile = `content/posts/${post}.mdoc`;
const postName = "Blog posts 'ESG in the supply chain: what buyers now ask for'";
const minute = 60_000;
const hour = 60 * minute;
/** On the minute, a day ahead: each test schedules the post some hours after this. */
const base = Math.ceil((Date.now() + 24 * hour) / minute) * minute;

let dir: string;
let workspace: string;
let releasesDir: string;
let office: BackOffice;
let cookie: string;
let site: Awaited<ReturnType<typeof publicServerOn>> | undefined;
let clock = new Date();

/** The scheduler's clock is the test's; its regular look and its alarms are the test's to fire. */
function ownedTime() {
  const looks: (() => void)[] = [];
  const alarms: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  const options: AdminBuildOptions["scheduler"] = {
    now: () => clock,
    startTimer: (tick) => {
      looks.push(tick);
      return () => {};
    },
    startAlarm: (fire, ms) => {
      const alarm = { ms, fire, cancelled: false };
      alarms.push(alarm);
      return () => {
        alarm.cancelled = true;
      };
    },
  };
  return { looks, alarms, options };
}

const time = ownedTime();

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

async function commit(file: string, change: (text: string) => string) {
  const path = join(workspace, file);
  const before = await readFile(path, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  await writeFile(path, after);
  git("-c", "user.name=T", "-c", "user.email=t@example.test", "commit", "-qam", `edit ${file}`);
  return git("rev-parse", "HEAD");
}

/** The post's "Publish at" set to `at`, saved and published by a publisher: the live release. */
async function scheduleAndPublish(at: number) {
  await commit(postFile, (text) =>
    text
      .replace(/publishAt: .*\n/, "")
      .replace("draft: false\n", `draft: false\npublishAt: ${new Date(at).toISOString()}\n`),
  );
  return publish();
}

/**
 * A publisher's Publish of what was saved, putting back what a test's rollback took off; the live
 * release it made.
 */
async function publish() {
  expect((await office.publish(cookie, { republish: true })).statusCode).toBe(303);
  return liveRecord();
}

async function liveRecord() {
  const id = await currentRelease(releasesDir);
  const record = (await office.app.backOffice.store.releases.list()).find((r) => r.id === id);
  if (!record) throw new Error(`no record of the live release ${id}`);
  return record;
}

async function postStatus() {
  site ??= await publicServerOn(releasesDir, join(dir, "site-data"));
  return (await site.inject({ method: "GET", url: `/blog/${post}` })).statusCode;
}

const auditActions = async () =>
  (await office.app.backOffice.store.audit.list()).map(
    (entry) => `${entry.actor}: ${entry.action}`,
  );

/** A slide edited and saved: a new commit for the next publish. */
let order = 20;
const saveSomething = () =>
  commit("content/banner-slides/global.yaml", (text) =>
    text.replace(`order: ${order}\n`, `order: ${++order}\n`),
  );

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "scheduled-ahead-"));
  workspace = await siteWorkspace(dir);
  releasesDir = join(dir, "releases");
  office = await startBackOffice(
    {
      ADMIN_WORKSPACE: workspace,
      RELEASES_DIR: releasesDir,
      SITE_URL: "https://www.consulting.test",
    },
    { scheduler: time.options, build },
  );
  cookie = await office.signedIn("publisher");
}, 60_000);

afterAll(async () => {
  await site?.close();
  await office?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("scheduled publishing built ahead of the time", { timeout: 60_000 }, () => {
  it("starts building before the time, as of the time, and makes the release live at the time, not a build later", async () => {
    const due = base;
    const approved = await scheduleAndPublish(due);
    const ahead = newReleaseId(approved.commit, new Date(due));

    clock = new Date(due - scheduleLead - minute);
    expect(await office.app.scheduler.tick()).toBe("nothing due");

    // The build takes longer than a look's interval: held while the clock moves on.
    clock = new Date(due - 4 * minute);
    const asked = build.requests.length;
    const release = build.hold();
    let preparing: Promise<string>;
    try {
      preparing = office.app.scheduler.tick();
      await vi.waitFor(() => expect(build.requests.length).toBe(asked + 1), {
        timeout: 30_000,
        interval: 20,
      });
      expect(build.requests.at(-1)?.at).toEqual(new Date(due));
      clock = new Date(due - 4 * minute + 2 * scheduleInterval);
      for (const look of time.looks) look();
      expect(build.requests.length).toBe(asked + 1);
      expect(await currentRelease(releasesDir)).toBe(approved.id);
    } finally {
      release();
    }
    expect(await preparing).toBe("prepared");

    // Ready beside the live release: not live, not listed, not served.
    expect(await currentRelease(releasesDir)).toBe(approved.id);
    expect(await releaseIds(releasesDir)).not.toContain(ahead);
    expect(existsSync(releaseDir(releasesDir, `${ahead}${partialSuffix}`))).toBe(true);
    const releasesPage = await office.inject({
      method: "GET",
      url: "/releases",
      headers: { cookie },
    });
    expect(releasesPage.body).not.toContain(ahead);
    expect(await postStatus()).toBe(302);
    // An alarm for the exact moment.
    const alarm = time.alarms.at(-1)!;
    expect(alarm).toMatchObject({ ms: due - clock.getTime(), cancelled: false });

    clock = new Date(due - minute);
    expect(await office.app.scheduler.tick()).toBe("prepared");
    expect(await currentRelease(releasesDir)).toBe(approved.id);

    // Its time: the alarm fires, and the release goes live with no build in between.
    clock = new Date(due);
    const built = build.requests.length;
    alarm.fire();
    expect(await office.app.scheduler.tick()).toBe("published");
    expect(build.requests.length).toBe(built);
    expect(await currentRelease(releasesDir)).toBe(ahead);
    expect(await postStatus()).toBe(200);

    const [record] = await office.app.backOffice.store.releases.list();
    expect(record).toMatchObject({ id: ahead, actor: "scheduler", commit: approved.commit });
    expect(record?.summary).toMatch(
      new RegExp(
        `^Scheduled publish: ${postName} \\(due .*\\), as approved in release ${approved.id}$`,
      ),
    );
    const [entry] = await office.app.backOffice.store.audit.list(1);
    expect(entry).toMatchObject({ actor: "scheduler", action: "scheduled publish" });
    expect(entry?.detail).toContain(`release ${ahead}`);
    expect(git("worktree", "list").split("\n")).toHaveLength(1);
    expect(await office.app.scheduler.tick()).toBe("nothing due");
  });

  it("throws the release built ahead away when a publish or a rollback comes first, and plans again from the new live release", async () => {
    const due = base + 2 * hour;
    const first = await scheduleAndPublish(due);
    clock = new Date(due - 4 * minute);
    expect(await office.app.scheduler.tick()).toBe("prepared");
    const firstAlarm = time.alarms.at(-1)!;

    // A publisher publishes another save: the post is still due at the same time.
    await saveSomething();
    const second = await publish();
    clock = new Date(due - 3 * minute);
    expect(await office.app.scheduler.tick()).toBe("prepared");
    expect(firstAlarm.cancelled).toBe(true);
    const again = build.requests.at(-1)!;
    expect(again.at).toEqual(new Date(due));
    expect(again.buildDir).toContain(newReleaseId(second.commit, new Date(due)));
    expect(await currentRelease(releasesDir)).toBe(second.id);

    // A rollback to the first release, then the time: the release built from the second one is
    // not made live; the first one's commit is built at once, as a due post with nothing ready.
    expect((await office.rollBack(cookie, first.id)).statusCode).toBe(303);
    clock = new Date(due);
    time.alarms.at(-1)!.fire();
    expect(await office.app.scheduler.tick()).toBe("published");
    expect(build.requests.at(-1)?.at).toEqual(new Date(due));
    const live = await liveRecord();
    expect(live).toMatchObject({ actor: "scheduler", commit: first.commit });
    expect(await postStatus()).toBe(200);
    const thrownAway = newReleaseId(second.commit, new Date(due));
    expect(await releaseIds(releasesDir)).not.toContain(thrownAway);
    expect(existsSync(releaseDir(releasesDir, `${thrownAway}${partialSuffix}`))).toBe(false);
    expect(await office.app.scheduler.tick()).toBe("nothing due");
  });

  it("builds at once at the time when a failed publish meanwhile cleared the release built ahead away", async () => {
    const due = base + 3 * hour;
    const live = await scheduleAndPublish(due);
    clock = new Date(due - 4 * minute);
    expect(await office.app.scheduler.tick()).toBe("prepared");
    const ahead = newReleaseId(live.commit, new Date(due));
    expect(existsSync(releaseDir(releasesDir, `${ahead}${partialSuffix}`))).toBe(true);

    // Refused by the content check, after it cleared what jobs before it left.
    const slide = "content/banner-slides/transformation.yaml";
    await commit(slide, (text) => text.replace("order: 10\n", "order: soon\n"));
    try {
      expect((await office.publish(cookie, { republish: true })).statusCode).toBe(409);
      expect(await currentRelease(releasesDir)).toBe(live.id);
      expect(existsSync(releaseDir(releasesDir, `${ahead}${partialSuffix}`))).toBe(false);

      clock = new Date(due);
      const built = build.requests.length;
      time.alarms.at(-1)!.fire();
      expect(await office.app.scheduler.tick()).toBe("published");
      expect(build.requests.slice(built).map((request) => request.at)).toEqual([new Date(due)]);
      expect(await liveRecord()).toMatchObject({
        id: ahead,
        actor: "scheduler",
        commit: live.commit,
      });
      expect(await auditActions()).not.toContain("scheduler: scheduled publish failed");
    } finally {
      await commit(slide, (text) => text.replace("order: soon\n", "order: 10\n"));
    }
  });

  it("gives way to a publisher's Publish while it builds ahead, and builds again afterwards", async () => {
    const due = base + 4 * hour;
    await scheduleAndPublish(due);
    await saveSomething();
    clock = new Date(due - 4 * minute);
    const asked = build.requests.length;
    const release = build.hold();
    try {
      const preparing = office.app.scheduler.tick();
      await vi.waitFor(() => expect(build.requests.length).toBe(asked + 1), {
        timeout: 30_000,
        interval: 20,
      });
      const publishing = office.publish(cookie, { republish: true });
      // Stopped for the Publish, not finished first: its build is still held, and so is the
      // Publish's own, which has not answered yet.
      const first = await Promise.race([
        preparing,
        publishing.then((response) => `the Publish answered ${response.statusCode}`),
      ]);
      expect(first).toBe("gave way");
      release();
      expect((await publishing).statusCode).toBe(303);
    } finally {
      release();
    }
    const published = await liveRecord();
    expect(published.actor).toBe("publisher-1@example.test");
    expect(await auditActions()).not.toContain("scheduler: scheduled publish failed");
    expect(existsSync(join(releasesDir, lockFile))).toBe(false);

    expect(await office.app.scheduler.tick()).toBe("prepared");
    expect(build.requests.at(-1)?.buildDir).toContain(
      newReleaseId(published.commit, new Date(due)),
    );
    clock = new Date(due);
    time.alarms.at(-1)!.fire();
    expect(await office.app.scheduler.tick()).toBe("published");
    expect(await liveRecord()).toMatchObject({ actor: "scheduler", commit: published.commit });
  });

  it("audits a failed build ahead as a failed scheduled publish, and tries again only after the pause", async () => {
    const due = base + 6 * hour;
    const live = await scheduleAndPublish(due);
    const alarms = time.alarms.length;
    build.failWith("content/posts/supply-chain-esg.mdoc: the build broke");
    try {
      const failedAt = due - 4 * minute;
      clock = new Date(failedAt);
      expect(await office.app.scheduler.tick()).toBe("failed");
      expect(await currentRelease(releasesDir)).toBe(live.id);
      expect(time.alarms).toHaveLength(alarms);
      const [entry] = await office.app.backOffice.store.audit.list(1);
      expect(entry).toMatchObject({ actor: "scheduler", action: "scheduled publish failed" });
      expect(entry?.detail).toContain(postName);
      expect(entry?.detail).toContain("The build failed");
      expect(entry?.detail).toContain("the build broke");

      const asked = build.requests.length;
      for (const at of [due - 2 * minute, due + minute, failedAt + 10 * minute - 1]) {
        clock = new Date(at);
        expect(await office.app.scheduler.tick()).toBe("waiting");
      }
      expect(build.requests.length).toBe(asked);
      build.failWith(undefined);
      // Ten minutes on, and past the time: built at once, as of now.
      clock = new Date(failedAt + 10 * minute);
      expect(await office.app.scheduler.tick()).toBe("published");
      expect(build.requests.at(-1)?.at).toEqual(clock);
    } finally {
      build.failWith(undefined);
    }
    const failures = (await auditActions()).filter((action) =>
      action.endsWith("scheduled publish failed"),
    );
    expect(failures).toHaveLength(1);
    expect(await liveRecord()).toMatchObject({ actor: "scheduler", commit: live.commit });
  });

  it("builds ahead as long before the time as ADMIN_SCHEDULE_LEAD_MS says, and never longer than five minutes", async () => {
    expect(loadAdminConfig({}).ADMIN_SCHEDULE_LEAD_MS).toBe(scheduleLead);
    expect(scheduleLead).toBe(5 * minute);
    expect(() => loadAdminConfig({ ADMIN_SCHEDULE_LEAD_MS: "600000" })).toThrow(
      /ADMIN_SCHEDULE_LEAD_MS/,
    );
    const due = base + 7 * hour;
    const live = await scheduleAndPublish(due);
    const other = ownedTime();
    const shorter = await startBackOffice(
      {
        ADMIN_WORKSPACE: workspace,
        RELEASES_DIR: releasesDir,
        DATA_DIR: office.config.DATA_DIR,
        SITE_URL: "https://www.consulting.test",
        ADMIN_SCHEDULE_LEAD_MS: String(minute),
      },
      { scheduler: other.options, build },
    );
    try {
      clock = new Date(due - 2 * minute);
      expect(await shorter.app.scheduler.tick()).toBe("nothing due");
      clock = new Date(due - minute);
      expect(await shorter.app.scheduler.tick()).toBe("prepared");
      expect(build.requests.at(-1)?.buildDir).toContain(newReleaseId(live.commit, new Date(due)));
    } finally {
      await shorter.close();
    }
    expect(await currentRelease(releasesDir)).toBe(live.id);
  });

  it("stops its build ahead and its alarm with the server, and leaves the live release as it was", async () => {
    const due = base + 8 * hour;
    const live = await scheduleAndPublish(due);
    const other = ownedTime();
    const build2 = fakeBuild();
    const second = await startBackOffice(
      {
        ADMIN_WORKSPACE: workspace,
        RELEASES_DIR: releasesDir,
        DATA_DIR: office.config.DATA_DIR,
        SITE_URL: "https://www.consulting.test",
      },
      { scheduler: other.options, build: build2 },
    );
    const release = build2.hold();
    try {
      // Stopped while it builds.
      clock = new Date(due - 4 * minute);
      const preparing = second.app.scheduler.tick();
      await vi.waitFor(() => expect(build2.requests).toHaveLength(1), {
        timeout: 30_000,
        interval: 20,
      });
      let outcome: string | undefined;
      void preparing.then((value) => {
        outcome = value;
      });
      second.app.scheduler.stop();
      // Its build is still held: only stopping it ends it.
      await vi.waitFor(() => expect(outcome).toBe("gave way"), { timeout: 10_000, interval: 20 });
      release();

      // Stopped with a release ready: its alarm goes, and it never goes live.
      second.app.scheduler.start();
      expect(await second.app.scheduler.tick()).toBe("prepared");
      expect(other.alarms).toHaveLength(1);
      await second.close();
      expect(other.alarms[0]?.cancelled).toBe(true);
      expect(await currentRelease(releasesDir)).toBe(live.id);
      expect(existsSync(join(releasesDir, lockFile))).toBe(false);
    } finally {
      release();
      await second.close().catch(() => {});
    }
  });
});
