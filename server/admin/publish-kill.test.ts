// A publish killed at each of its steps leaves the live release as it was, and the next publish
// clears what the killed one left.
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { currentRelease, partialSuffix, releaseIds } from "../releases/releases-dir.ts";
import { cookieHeader, formToken } from "./testing/form-post.ts";

const run = promisify(execFile);
const repository = resolve(import.meta.dirname, "../..");
const slide = "content/banner-slides/transformation.yaml";
const firstHeading = "Redefining how organisations grow";
const email = "publisher@example.test";
const password = "a long enough password";

let dir: string;
let workspace: string;
let releasesDir: string;
let env: Record<string, string>;
let origin: string;
let office: ChildProcess | undefined;
let site: Awaited<ReturnType<typeof buildApp>>;
let cookie = "";

async function freePort(): Promise<number> {
  for (let port = 3260; port <= 3269; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once("error", () => done(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 3260-3269");
}

async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false) {
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    await new Promise((done) => setTimeout(done, 20));
  }
}

async function startOffice() {
  // Its own process group, so a kill takes its build with it, as a crashed service's would go.
  const child = spawn(process.execPath, ["server/admin/main.ts"], {
    cwd: repository,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((_, fail) =>
    child.once("exit", (code) => fail(new Error(`the back office exited (${code})`))),
  );
  exited.catch(() => {});
  await Promise.race([
    exited,
    until(() =>
      fetch(`${origin}/sign-in`).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  ]);
  office = child;
}

async function killOffice() {
  const child = office!;
  office = undefined;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  process.kill(-child.pid!, "SIGKILL");
  await exited;
}

async function postForm(page: string, url: string, fields: Record<string, string> = {}) {
  const form = await fetch(`${origin}${page}`, { headers: { cookie } });
  cookie = cookieHeader(form.headers.getSetCookie(), cookie);
  const response = await fetch(`${origin}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: formToken(await form.text()), ...fields }),
  });
  cookie = cookieHeader(response.headers.getSetCookie(), cookie);
  return response;
}

async function signIn() {
  cookie = "";
  const response = await postForm("/sign-in", "/sign-in", { email, password });
  expect(response.status).toBe(303);
}

const publish = () =>
  postForm("/releases", "/releases/publish").then(
    (response) => response.status,
    (error: Error) => `no answer (${(error.cause as Error | undefined)?.message ?? error.message})`,
  );

/**
 * The back office drops a connection silent for 30 s (connectionTimeout), which a publish on a
 * busy machine can outlast: then the switch of `current` is the answer.
 */
async function publishes(live: string | undefined) {
  const answer = await publish();
  if (answer !== 303) {
    expect(String(answer)).toMatch(/^no answer/);
    await until(async () => {
      if (office?.exitCode !== null) throw new Error("the back office stopped while publishing");
      return (await currentRelease(releasesDir)) !== live;
    });
  }
  expect(await currentRelease(releasesDir)).not.toBe(live);
}

async function liveHeading() {
  const home = await site.inject({ method: "GET", url: "/" });
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(home.body)?.[1];
}

let original: string;
async function commitHeading(heading: string) {
  await writeFile(join(workspace, slide), original.replace(firstHeading, heading));
  execFileSync(
    "git",
    ["-C", workspace, "-c", "user.name=T", "-c", "user.email=t@example.test"].concat([
      "commit",
      "-qam",
      heading,
    ]),
  );
}

async function childRunning(text: string) {
  const pid = office?.pid;
  if (!pid) return false;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  for (const task of tasks) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of children.split(" ").filter(Boolean)) {
      const command = await readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "");
      if (command.includes(text)) return true;
    }
  }
  return false;
}

const releaseEntries = () => readdir(join(releasesDir, "releases")).catch(() => [] as string[]);
const workspaceBuilds = async () =>
  (await readdir(workspace)).filter((name) => name.startsWith("build-release-"));

async function killedAt(heading: string, reached: () => Promise<boolean>) {
  const live = await currentRelease(releasesDir);
  expect(live).toBeDefined();
  const before = await liveHeading();
  await commitHeading(heading);

  const answer = publish();
  await until(reached);
  await killOffice();
  expect(await answer).toMatch(/^no answer/);

  expect(await currentRelease(releasesDir)).toBe(live);
  expect(await liveHeading()).toBe(before);

  await startOffice();
  await signIn();
  await publishes(live);
  expect(await liveHeading()).toBe(heading);
  expect((await releaseEntries()).filter((name) => name.endsWith(partialSuffix))).toEqual([]);
  expect(await workspaceBuilds()).toEqual([]);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "publish-kill-"));
  workspace = join(dir, "site");
  releasesDir = join(dir, "releases");
  await run("git", ["clone", "--quiet", repository, workspace]);
  await symlink(join(repository, "node_modules"), join(workspace, "node_modules"), "dir");
  original = await readFile(join(workspace, slide), "utf8");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  env = {
    ...(process.env as Record<string, string>),
    DATA_DIR: join(dir, "data"),
    RELEASES_DIR: releasesDir,
    SITE_URL: "https://www.consulting.test",
    ADMIN_WORKSPACE: workspace,
    ADMIN_PORT: String(port),
    ADMIN_HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
  const { stdout } = await run(
    process.execPath,
    ["server/admin/main.ts", "add-user", email, "--role", "publisher"],
    { cwd: repository, env },
  );
  const link = new URL(/https?:\/\/\S+/.exec(stdout)![0]);
  await startOffice();
  const token = link.searchParams.get("token")!;
  const set = await postForm(`/set-password?token=${token}`, "/set-password", {
    token,
    password,
    repeat: password,
  });
  expect(set.status).toBe(200);
  await signIn();
  site = await buildApp(
    loadConfig({
      RELEASES_DIR: releasesDir,
      DATA_DIR: join(dir, "site-data"),
      LOG_LEVEL: "silent",
    }),
    { logger: false },
  );
}, 60_000);

afterAll(async () => {
  if (office) await killOffice();
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe("a publish killed part-way", { timeout: 600_000 }, () => {
  it("first publishes once, so a release is live", async () => {
    await publishes(undefined);
    expect(await liveHeading()).toBe(firstHeading);
  });

  it("during the content check", async () => {
    await killedAt("Killed during the check", () => childRunning("scripts/check-content.ts"));
  });

  it("during the build", async () => {
    await killedAt("Killed during the build", async () => (await workspaceBuilds()).length > 0);
  });

  it("while the new release is checked, before it is complete", async () => {
    await killedAt("Killed during the release check", async () =>
      (await releaseEntries()).some((name) => name.endsWith(partialSuffix)),
    );
  });

  it("at the switch: the release is complete, `current` not yet changed", async () => {
    // The instant between the release's rename into place and the switch of `current` is too short
    // to hit by polling, so the test stops the process (SIGSTOP) as soon as the file system reports
    // the complete release, checks that `current` has not moved, and only then kills it.
    const known = new Set(await releaseIds(releasesDir));
    let stoppedEarly: boolean | undefined;
    await killedAt("Killed at the switch", async () => {
      if (stoppedEarly !== undefined) return true;
      const folder = join(releasesDir, "releases");
      const live = await currentRelease(releasesDir);
      stoppedEarly = await new Promise<boolean>((done) => {
        const watcher = watch(folder, (_, name) => {
          if (!name || known.has(name) || name.endsWith(partialSuffix)) return;
          if (!existsSync(join(folder, name))) return;
          process.kill(-office!.pid!, "SIGSTOP");
          watcher.close();
          void currentRelease(releasesDir).then((now) => done(now === live));
        });
      });
      return true;
    });
    expect(stoppedEarly, "the switch happened before the process could be stopped").toBe(true);
  });
});
