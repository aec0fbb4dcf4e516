// A stand-in for the site's content check and `npm run build` (server/admin/site-build.ts): a
// release of a few pages written in milliseconds from the workspace's content, so back-office
// tests publish and preview without building the real site.
//
// What it writes, from the checkout's content/:
// - `/`, `/about`, `/ar`, `/ar/about`: the banner slide first in order gives the heading (<h1>),
//   and every entry's title is listed;
// - `/blog/<slug>` and `/ar/blog/<slug>` for each post shown at BUILD_TIME (not a draft, its
//   "Publish at" passed), with its title and its text, linked from `/blog` and `/ar/blog` and
//   listed in `/sitemap.xml` and `/blog/feed.xml`;
// - the redirects of `content/redirects.yaml` as the public server reads them (`.redirects.json`);
// - the visitor's acknowledgement of `content/acknowledgement.yaml` (`.acknowledgement.json`);
// - `content/images/…` copied to `/images/…`, the documents to `/documents/…` by the build's own
//   step (scripts/copy-documents.ts), and one stylesheet.
// Its check refuses what the real one would in these fixtures: YAML that does not parse, a banner
// slide whose order is not a number or whose English heading is empty ("content/…: field: reason").
//
// Run as a script (`node tests/support/fake-build.ts`, a workspace's `npm run build`) it is a real
// process, for tests that kill one: it writes its process id to BUILD_DIR/pid and waits while a
// file `hold-build` is in the checkout.
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { parse } from "yaml";
import {
  type AcknowledgementEntry,
  acknowledgementFile,
  acknowledgementWordsFrom,
} from "../../common/acknowledgement.ts";
import { type Redirect, redirectsFile, redirectTable } from "../../common/redirects.ts";
import { copyDocuments } from "../../scripts/copy-documents.ts";
import type { BuildOutcome, BuildRequest, SiteBuild } from "../../server/admin/site-build.ts";

type Text = string | { en?: string; ar?: string } | undefined;

const inLanguage = (text: Text, language: "en" | "ar") =>
  typeof text === "string" ? text : (text?.[language] ?? text?.en ?? "");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Slide {
  file: string;
  heading: Text;
  order: unknown;
}

interface Post {
  slug: string;
  title: Text;
  draft: boolean;
  publishAt: string | undefined;
  /** The article's paragraphs, as written. */
  text: string[];
}

async function names(dir: string, ending: string): Promise<string[]> {
  const found = await readdir(dir).catch(() => [] as string[]);
  return found.filter((name) => name.endsWith(ending)).sort();
}

async function readContent(root: string) {
  const problems: string[] = [];
  const slides: Slide[] = [];
  const posts: Post[] = [];
  const read = async (file: string, text: string) => {
    try {
      return (parse(text) ?? {}) as Record<string, unknown>;
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message.split("\n")[0]}`);
      return undefined;
    }
  };
  for (const name of await names(join(root, "content/banner-slides"), ".yaml")) {
    const file = `content/banner-slides/${name}`;
    const entry = await read(file, await readFile(join(root, file), "utf8"));
    if (!entry) continue;
    const slide = { file, heading: entry.heading as Text, order: entry.order };
    if (typeof slide.order !== "number") problems.push(`${file}: order: must be a number`);
    if (slide.heading !== undefined && inLanguage(slide.heading, "en").trim() === "") {
      problems.push(`${file}: heading.en: must not be empty`);
    }
    slides.push(slide);
  }
  for (const name of await names(join(root, "content/posts"), ".mdoc")) {
    const file = `content/posts/${name}`;
    const [, front, body = ""] =
      /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(await readFile(join(root, file), "utf8")) ?? [];
    const entry = await read(file, front ?? "");
    if (!entry) continue;
    posts.push({
      slug: name.slice(0, -".mdoc".length),
      title: (entry.heading ?? entry.title) as Text,
      draft: entry.draft === true,
      publishAt: entry.publishAt === undefined ? undefined : String(entry.publishAt),
      text: body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    });
  }
  return { problems, slides, posts };
}

/** The content check's output, as scripts/check-content.ts prints it. */
export async function fakeCheck(root: string): Promise<BuildOutcome> {
  const { problems } = await readContent(root);
  if (problems.length === 0) return { ok: true, output: "Content check: OK." };
  return {
    ok: false,
    output: [
      `Content check: ${problems.length} problems to fix before the site can be built:`,
      ...problems,
    ].join("\n"),
  };
}

function page(
  path: string,
  language: "en" | "ar",
  heading: string,
  entries: string[],
  links: string[] = [],
) {
  const list = [
    ...entries.map((entry) => `<li>${escapeHtml(entry)}</li>`),
    ...links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`),
  ];
  return `<!DOCTYPE html><html lang="${language}"><head><meta charSet="utf-8"/><title>${escapeHtml(path)}</title><link rel="stylesheet" href="/assets/site.css"/></head><body><main><h1>${escapeHtml(heading)}</h1><nav><a href="/about">About</a> <a href="/ar/about#team">Arabic</a> <a href="/blog/feed.xml">Feed</a> <a href="https://example.com/">Elsewhere</a></nav><ul>${list.join("")}</ul></main><script>document.documentElement.dataset.ready = "yes";</script></body></html>`;
}

/** Writes the release into `dir/buildDir/client`; what the real build would refuse, it refuses. */
export async function writeFakeRelease({
  dir,
  buildDir,
  siteUrl,
  at,
}: Omit<BuildRequest, "signal">): Promise<BuildOutcome> {
  const { problems, slides, posts } = await readContent(dir);
  if (problems.length > 0) return fakeCheck(dir);
  const client = join(dir, buildDir, "client");
  const shown = posts.filter(
    (post) =>
      !post.draft && (post.publishAt === undefined || Date.parse(post.publishAt) <= at.getTime()),
  );
  const first = slides
    .filter((slide) => slide.heading !== undefined)
    .sort((a, b) => Number(a.order) - Number(b.order) || a.file.localeCompare(b.file))[0];
  const files = new Map<string, string>();
  for (const language of ["en", "ar"] as const) {
    const prefix = language === "en" ? "" : "/ar";
    const heading = first ? inLanguage(first.heading, language) : "Welcome";
    const entries = [
      ...slides.map((slide) => inLanguage(slide.heading, language)).filter(Boolean),
      ...shown.map((post) => inLanguage(post.title, language)),
    ];
    for (const path of [prefix || "/", `${prefix}/about`]) {
      files.set(
        `${path.slice(1)}/index.html`.replace(/^\//, ""),
        page(path, language, heading, entries),
      );
    }
    const blog = `${prefix}/blog`;
    files.set(
      `${blog.slice(1)}/index.html`,
      page(
        blog,
        language,
        "Blog",
        [],
        shown.map((post) => `${blog}/${post.slug}`),
      ),
    );
    for (const post of shown) {
      const path = `${blog}/${post.slug}`;
      const title = inLanguage(post.title, language);
      files.set(`${path.slice(1)}/index.html`, page(path, language, title, post.text));
    }
  }
  const urls = [...files.keys()].map((file) => `${siteUrl}/${file.replace(/\/?index\.html$/, "")}`);
  files.set(
    "sitemap.xml",
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`).join("")}</urlset>`,
  );
  files.set(
    "blog/feed.xml",
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>${shown.map((post) => `<item><title>${escapeHtml(inLanguage(post.title, "en"))}</title><link>${siteUrl}/blog/${post.slug}</link></item>`).join("")}</channel></rss>`,
  );
  files.set("assets/site.css", "h1 { color: navy }");
  files.set(redirectsFile, JSON.stringify(redirectTable(await readRedirects(dir))));
  const acknowledgement = join(dir, "content/acknowledgement.yaml");
  if (existsSync(acknowledgement)) {
    const entry = parse(await readFile(acknowledgement, "utf8")) as AcknowledgementEntry;
    files.set(acknowledgementFile, JSON.stringify(acknowledgementWordsFrom(entry)));
  }
  for (const [file, text] of files) {
    await mkdir(dirname(join(client, file)), { recursive: true });
    await writeFile(join(client, file), text);
  }
  if (existsSync(join(dir, "content/images"))) {
    await cp(join(dir, "content/images"), join(client, "images"), { recursive: true });
  }
  await copyDocuments(dir, client);
  return { ok: true, output: `Built ${files.size} files.` };
}

async function readRedirects(root: string): Promise<Redirect[]> {
  const file = join(root, "content/redirects.yaml");
  if (!existsSync(file)) return [];
  return (
    ((parse(await readFile(file, "utf8")) ?? {}) as { redirects?: Redirect[] }).redirects ?? []
  );
}

export interface FakeBuild extends SiteBuild {
  /** Every build asked for, in order. */
  readonly requests: BuildRequest[];
  /** Builds from now on fail, printing `output` (a "content/…: reason" line, a stack); undefined: they succeed again. */
  failWith(output: string | undefined): void;
  /** Builds started from now on wait (their folder made) until the returned function is called, or they are stopped. */
  hold(): () => void;
}

export function fakeBuild(): FakeBuild {
  const requests: BuildRequest[] = [];
  let failure: string | undefined;
  let held: Promise<void> | undefined;
  return {
    requests,
    failWith(output) {
      failure = output;
    },
    hold() {
      const { promise, resolve } = Promise.withResolvers<void>();
      held = promise;
      return () => {
        if (held === promise) held = undefined;
        resolve();
      };
    },
    check: (dir) => fakeCheck(dir),
    async build(request) {
      requests.push(request);
      if (held) {
        await mkdir(join(request.dir, request.buildDir, "client"), { recursive: true });
        const stopped = new Promise<void>((resolve) => {
          if (request.signal?.aborted) resolve();
          request.signal?.addEventListener("abort", () => resolve(), { once: true });
        });
        await Promise.race([held, stopped]);
        if (request.signal?.aborted) return { ok: false, output: "stopped" };
      }
      if (failure !== undefined) return { ok: false, output: failure };
      return writeFakeRelease(request);
    },
  };
}

/** A workspace whose `npm run build` and content check are this fake, run as real processes. */
export async function useFakeBuildScripts(workspace: string) {
  const script = join(import.meta.dirname, "fake-build.ts");
  await writeFile(
    join(workspace, "package.json"),
    `${JSON.stringify({ name: "site", private: true, scripts: { build: `node ${JSON.stringify(script)}` } })}\n`,
  );
  await mkdir(join(workspace, "scripts"), { recursive: true });
  await writeFile(
    join(workspace, "scripts/check-content.ts"),
    `const { runCheck } = await import(${JSON.stringify(pathToFileURL(script).href)});\nawait runCheck();\n`,
  );
}

/** Long enough for any test that holds it; a hold left by a crashed test ends here. */
const longestHoldMs = 120_000;

async function waitWhileHeld(file: string) {
  const deadline = Date.now() + longestHoldMs;
  while (existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`${file} was still there after ${longestHoldMs / 1000} s`);
    await sleep(20);
  }
}

/** The fake content check as a process: what scripts/check-content.ts would print, and its exit code. */
export async function runCheck() {
  await waitWhileHeld("hold-check");
  const { ok, output } = await fakeCheck(process.cwd());
  (ok ? console.log : console.error)(output);
  process.exitCode = ok ? 0 : 1;
}

async function runBuild() {
  const { BUILD_DIR, SITE_URL, BUILD_TIME } = process.env;
  if (!BUILD_DIR || !SITE_URL || !BUILD_TIME) {
    throw new Error("BUILD_DIR, SITE_URL and BUILD_TIME are set by whoever starts the build");
  }
  await mkdir(join(BUILD_DIR, "client"), { recursive: true });
  // Whoever stops the build can see that this process went with it.
  await writeFile(join(BUILD_DIR, "pid"), String(process.pid));
  await waitWhileHeld("hold-build");
  const { ok, output } = await writeFakeRelease({
    dir: process.cwd(),
    buildDir: BUILD_DIR,
    siteUrl: SITE_URL,
    at: new Date(BUILD_TIME),
  });
  (ok ? console.log : console.error)(output);
  process.exitCode = ok ? 0 : 1;
}

if (import.meta.main) await runBuild();
