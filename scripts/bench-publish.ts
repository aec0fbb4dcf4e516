// `npm run bench:publish`: how long the back office takes to put a change live (text, new post,
// rollback, latency during a switch, build steps), written to docs/benchmarks.md.
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, readFile, symlink } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import sharp from "sharp";
import { cookieHeader } from "../tests/support/form-post.ts";
import { freePort, type RunningServer, repoRoot, startServer } from "./bench/harness.ts";
import { stamp, table, writeSection } from "./bench/report.ts";

const execute = promisify(execFile);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const textTargetMs = 60_000;
const rollbackTargetMs = 5_000;
const slide = "content/banner-slides/transformation.yaml";
const email = "publisher@bench.test";
const password = "a long enough password";

const failures: string[] = [];
function check(ok: boolean, what: string) {
  if (!ok) failures.push(what);
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const work = await mkdtemp(join(tmpdir(), "bench-publish-"));
const workspace = join(work, "workspace");
await execute("git", ["clone", "--quiet", repoRoot, workspace]);
await symlink(join(repoRoot, "node_modules"), join(workspace, "node_modules"), "dir");
const editorDir = join(repoRoot, process.env.BUILD_DIR ?? "build", "admin-editor");
if (!existsSync(join(editorDir, "back-office.html"))) {
  await execute("npm", ["run", "build:admin"], { cwd: repoRoot });
}
const adminPort = await freePort();
const origin = `http://127.0.0.1:${adminPort}`;
const env = {
  ...(process.env as Record<string, string>),
  DATA_DIR: join(work, "data"),
  RELEASES_DIR: join(work, "releases"),
  SITE_URL: "https://www.consulting.test",
  ADMIN_WORKSPACE: workspace,
  ADMIN_EDITOR_DIR: editorDir,
  ADMIN_PORT: String(adminPort),
  ADMIN_HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
};

const { stdout } = await execute(
  process.execPath,
  ["server/admin/main.ts", "add-user", email, "--role", "publisher"],
  { cwd: repoRoot, env },
);
const link = new URL(/https?:\/\/\S+/.exec(stdout)?.[0] ?? "");
const office = spawn(process.execPath, ["server/admin/main.ts"], {
  cwd: repoRoot,
  env,
  stdio: ["ignore", "inherit", "inherit"],
});
const officeExited = once(office, "exit");
let site: RunningServer | undefined;
// Whatever happens, no server is left running and no temporary folder left behind.
process.once("exit", () => {
  office.kill("SIGKILL");
  site?.child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});
for (;;) {
  if (office.exitCode !== null) throw new Error("the back office stopped on start");
  if (
    await fetch(`${origin}/sign-in`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((done) => setTimeout(done, 100));
}

let cookie = "";
async function postForm(page: string, url: string, fields: Record<string, string> = {}) {
  const form = await fetch(`${origin}${page}`, { headers: { cookie } });
  cookie = cookieHeader(form.headers.getSetCookie(), cookie);
  const token = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
  const response = await fetch(`${origin}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: token, ...fields }),
  });
  cookie = cookieHeader(response.headers.getSetCookie(), cookie);
  return response;
}

const token = link.searchParams.get("token") ?? "";
await postForm(`/set-password?token=${token}`, "/set-password", {
  token,
  password,
  repeat: password,
});
if ((await postForm("/sign-in", "/sign-in", { email, password })).status !== 303) {
  throw new Error("could not sign in");
}

async function save(files: { path: string; contents: Buffer | string }[]) {
  const response = await fetch(`${origin}/api/keystatic/update`, {
    method: "POST",
    headers: { cookie, origin, "no-cors": "1", "content-type": "application/json" },
    body: JSON.stringify({
      additions: files.map(({ path, contents }) => ({
        path,
        contents: Buffer.from(contents).toString("base64url"),
      })),
      deletions: [],
    }),
  });
  if (response.status !== 200) throw new Error(`save: ${response.status} ${await response.text()}`);
}

async function publish() {
  const response = await postForm("/releases", "/releases/publish");
  if (response.status !== 303)
    throw new Error(`publish: ${response.status} ${await response.text()}`);
  return (
    new URL(response.headers.get("location") ?? "", origin).searchParams.get("published") ?? ""
  );
}

// The first release: the public server serves releases from then on.
const firstStarted = performance.now();
let live = await publish();
const firstPublishMs = performance.now() - firstStarted;
const publicSite = await startServer({ DATA_DIR: env.DATA_DIR, RELEASES_DIR: env.RELEASES_DIR });
site = publicSite;

async function servedAfter(
  from: number,
  path: string,
  test: (status: number, body: string) => boolean,
) {
  for (;;) {
    const response = await fetch(`${publicSite.origin}${path}`, { redirect: "manual" });
    if (test(response.status, await response.text())) return performance.now() - from;
    await new Promise((done) => setTimeout(done, 25));
  }
}
const showsText = (text: string) => (status: number, body: string) =>
  status === 200 && body.includes(text);

let original = await readFile(join(workspace, slide), "utf8");
const firstHeading = /^ {2}en: (.+)$/m.exec(original)?.[1] ?? "";
let heading = firstHeading;

async function textChange(next: string) {
  await save([
    { path: slide, contents: original.replace(`  en: ${heading}\n`, `  en: ${next}\n`) },
  ]);
  original = await readFile(join(workspace, slide), "utf8");
  heading = next;
  const clicked = performance.now();
  const served = servedAfter(clicked, "/", showsText(`>${next}<`));
  const id = await publish();
  const answeredMs = performance.now() - clicked;
  const liveMs = await served;
  return { id, answeredMs, liveMs };
}

const textRuns: { answeredMs: number; liveMs: number }[] = [];
const rollbackRuns: number[] = [];
for (let run = 1; run <= runs; run++) {
  const previous = live;
  const result = await textChange(`Growth, planned together (${run})`);
  live = result.id;
  textRuns.push(result);
  console.log(
    `text change ${run}: live after ${seconds(result.liveMs)} (answer ${seconds(result.answeredMs)})`,
  );

  // 3. Rollback to the release before, then forward again, so the next run starts from the last.
  const clicked = performance.now();
  const oldText = run === 1 ? firstHeading : `Growth, planned together (${run - 1})`;
  const served = servedAfter(clicked, "/", showsText(`>${oldText}<`));
  const back = await postForm("/releases", "/releases/roll-back", {
    release: previous,
    confirm: "yes",
  });
  if (back.status !== 303) throw new Error(`roll back: ${back.status}`);
  rollbackRuns.push(await served);
  console.log(`rollback ${run}: old text served after ${seconds(rollbackRuns.at(-1) ?? 0)}`);
  await postForm("/releases", "/releases/roll-back", { release: live, confirm: "yes" });
  await servedAfter(performance.now(), "/", showsText(`>${heading}<`));
}

// Save to preview, side by side: the whole-site preview (built on request after a save, as
// /preview/ did alone before the live preview) and the live preview (the unsaved words drawn by
// POST /api/live-preview, one page, no build). The home page's banner heading in both.
async function wholeSitePreview(next: string) {
  await save([
    { path: slide, contents: original.replace(`  en: ${heading}\n`, `  en: ${next}\n`) },
  ]);
  original = await readFile(join(workspace, slide), "utf8");
  heading = next;
  const saved = performance.now();
  for (;;) {
    const response = await fetch(`${origin}/preview/`, { headers: { cookie } });
    if (response.status === 200 && (await response.text()).includes(`>${next}<`)) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  return performance.now() - saved;
}
async function livePreview(next: string) {
  const typed = performance.now();
  const response = await fetch(`${origin}/api/live-preview`, {
    method: "POST",
    headers: { cookie, origin, "no-cors": "1", "content-type": "application/json" },
    body: JSON.stringify({
      area: "bannerSlides",
      slug: "transformation",
      language: "en",
      files: { [slide]: original.replace(`  en: ${heading}\n`, `  en: ${next}\n`) },
    }),
  });
  const shown = response.status === 200 && (await response.text()).includes(`>${next}<`);
  check(shown, `the live preview shows the unsaved heading (${response.status})`);
  return performance.now() - typed;
}
const previewRuns: { whole: number; live: number }[] = [];
for (let run = 1; run <= runs; run++) {
  const whole = await wholeSitePreview(`Growth, previewed (${run})`);
  const live = await livePreview(`Growth, typed (${run})`);
  previewRuns.push({ whole, live });
  console.log(
    `save to preview ${run}: whole site ${seconds(whole)}, live preview ${live.toFixed(0)} ms`,
  );
}

const slug = `bench-${Date.now().toString(36)}`;
// A picture no cache has seen: a gradient whose colours depend on the time.
const hue = Date.now() % 200;
const cover = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="rgb(${hue},80,140)"/><stop offset="1" stop-color="rgb(20,${hue},90)"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="${400 + hue}" cy="450" r="220" fill="#f4c542"/></svg>`,
  ),
)
  .jpeg({ quality: 85 })
  .toBuffer();
const post = (await readFile(join(workspace, "content/posts/closing-skills-gap.mdoc"), "utf8"))
  .replace(/^title: .*$/m, `title: Bench post ${slug}`)
  .replace(/^ {2}en: Closing the skills gap on the factory floor$/m, `  en: Bench post ${slug}`)
  .replace(/^date: .*$/m, `date: ${new Date().toISOString().slice(0, 10)}`)
  .replace(
    /src: \/images\/blog\/closing-skills-gap\/cover\/src\.svg/,
    `src: /images/blog/${slug}/cover/src.jpg`,
  );
await save([
  { path: `content/posts/${slug}.mdoc`, contents: post },
  {
    path: `content/posts/${slug}/bodyAr.mdoc`,
    contents: await readFile(join(workspace, "content/posts/closing-skills-gap/bodyAr.mdoc")),
  },
  { path: `content/images/blog/${slug}/cover/src.jpg`, contents: cover },
]);
const postClicked = performance.now();
const postServed = servedAfter(postClicked, `/blog/${slug}`, showsText(`Bench post ${slug}`));
live = await publish();
const postAnsweredMs = performance.now() - postClicked;
const postLiveMs = await postServed;
const postPage = await (await fetch(`${publicSite.origin}/blog/${slug}`)).text();
const coverUrl = new RegExp(`/images/blog/${slug}/cover/src-\\d+\\.(?:avif|webp|jpg)`).exec(
  postPage,
)?.[0];
const coverStatus = coverUrl ? (await fetch(`${publicSite.origin}${coverUrl}`)).status : 0;
check(
  coverStatus === 200,
  `the new post's cover is served (${coverUrl ?? "no picture in the page"})`,
);
console.log(`new post with a picture: live after ${seconds(postLiveMs)}`);

const load = {
  url: `${publicSite.origin}/`,
  connections: 10,
  headers: { "accept-encoding": "br, gzip" },
};
const quiet = await autocannon({ ...load, duration: 10 });
const during = autocannon({ ...load, duration: 600 });
const switched = await textChange("Growth, planned together (under load)");
live = switched.id;
// A little after the switch too: the first requests on the new release load its pages.
await new Promise((done) => setTimeout(done, 2_000));
during.stop();
const loaded = await during;
const failedRequests = loaded.errors + loaded.timeouts + loaded.non2xx;
check(
  failedRequests === 0,
  `no request failed while the publish switched (${failedRequests} of ${loaded.requests.total})`,
);

const steps: [string, string, string[]][] = [
  ["content check", process.execPath, ["scripts/check-content.ts"]],
  ["React Router build (pre-render)", "npx", ["react-router", "build"]],
  ["pictures (encoded ones from the cache)", process.execPath, ["scripts/build-images.ts"]],
  ["SEO files", process.execPath, ["scripts/generate-seo-files.ts"]],
  ["compression (brotli, gzip)", process.execPath, ["scripts/compress.ts"]],
];
const stepRows: string[][] = [];
for (const [label, command, args] of steps) {
  const started = performance.now();
  await execute(command, args, {
    cwd: workspace,
    env: { ...process.env, BUILD_DIR: "build-bench-steps", SITE_URL: env.SITE_URL },
    maxBuffer: 64 * 1024 * 1024,
  });
  stepRows.push([label, seconds(performance.now() - started)]);
}

// Disk: the releases kept, with unchanged files shared between them.
const { stdout: du } = await execute("du", ["-shl", join(env.RELEASES_DIR, "releases")]);
const { stdout: duShared } = await execute("du", ["-sh", join(env.RELEASES_DIR, "releases")]);
const { stdout: count } = await execute("ls", [join(env.RELEASES_DIR, "releases")]);

office.kill("SIGTERM");
await officeExited;
await publicSite.stop();

const textLive = median(textRuns.map((r) => r.liveMs));
const rollback = median(rollbackRuns);
check(textLive < textTargetMs, `text change live within 60 s (median ${seconds(textLive)})`);
check(
  Math.max(...rollbackRuns) < rollbackTargetMs,
  `rollback served within 5 s (slowest ${seconds(Math.max(...rollbackRuns))})`,
);

const releases = count.split("\n").filter(Boolean).length;
await writeSection(
  "publish",
  `## Publishing: \`npm run bench:publish\`

${stamp()}; ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")} at the end (other builds may share the machine: figures are noisy).
A clone of this repository as the workspace, the back office and a public server as processes on
one DATA_DIR, pictures already in the encoder's cache except the new post's. "Live" is the time
from the Publish click (the POST) until the public server answers with the new text; "answer" is
when the back office's response came. Targets: a text change live within 60 s, a rollback within 5 s.

${table(
  ["what", "live after", "back office answered", "runs"],
  [
    ["first publish (empty releases folder)", "-", seconds(firstPublishMs), 1],
    [
      "text change (home banner heading)",
      `${seconds(textLive)} median (${textRuns.map((r) => seconds(r.liveMs)).join(", ")})`,
      seconds(median(textRuns.map((r) => r.answeredMs))),
      runs,
    ],
    ["new post with a new JPEG cover", seconds(postLiveMs), seconds(postAnsweredMs), 1],
    [
      "rollback to the release before",
      `${rollback.toFixed(0)} ms median (${rollbackRuns.map((ms) => `${ms.toFixed(0)} ms`).join(", ")})`,
      "-",
      runs,
    ],
  ],
)}

Save to preview, the home page's banner heading, in the same run: "whole-site preview" is from
the save until \`/preview/\` shows it (the preview is built on request after a save);
"live preview" is from the editor's request with the unsaved words until the page comes back
(one page drawn from the workspace with the draft laid over it; the editor asks 500 ms after
typing pauses, so a typist sees it that much later).

${table(
  ["preview", "median", "runs"],
  [
    [
      "whole-site preview after a save",
      `${seconds(median(previewRuns.map((r) => r.whole)))} (${previewRuns.map((r) => seconds(r.whole)).join(", ")})`,
      runs,
    ],
    [
      "live preview of the unsaved words",
      `${median(previewRuns.map((r) => r.live)).toFixed(0)} ms (${previewRuns.map((r) => `${r.live.toFixed(0)} ms`).join(", ")})`,
      runs,
    ],
  ],
)}

The public server's \`/\` under steady load (autocannon, 10 connections, brotli), quiet and while a
publish ran and switched (the window covers the whole publish and 2 s after the switch):

${table(
  ["window", "requests", "p50", "p99", "max", "failed"],
  [
    [
      "quiet, 10 s",
      quiet.requests.total,
      `${quiet.latency.p50} ms`,
      `${quiet.latency.p99} ms`,
      `${quiet.latency.max} ms`,
      quiet.errors + quiet.timeouts + quiet.non2xx,
    ],
    [
      `during a publish, ${seconds(loaded.duration * 1000)}`,
      loaded.requests.total,
      `${loaded.latency.p50} ms`,
      `${loaded.latency.p99} ms`,
      `${loaded.latency.max} ms`,
      failedRequests,
    ],
  ],
)}

Where a publish's time goes, each step of \`npm run build\` run alone in the workspace afterwards
(the publish also checks every page through the public server's app and shares unchanged files
with the live release):

${table(["step", "time"], stepRows)}

Disk: the ${releases} releases kept would take ${du.split("\t")[0]} as copies and take ${duShared.split("\t")[0]}
(files unchanged since the release before are hard links to it).

${failures.length === 0 ? "All checks passed." : `Failed: ${failures.join("; ")}`}`,
);
console.log(
  failures.length === 0
    ? "bench:publish: all checks passed"
    : `bench:publish: ${failures.length} failed`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
