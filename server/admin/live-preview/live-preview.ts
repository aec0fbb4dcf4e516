// The live preview beside the editor's form: one page of the site, rendered on demand with the
// site's own components (its server build) from the workspace's content with the entry's unsaved
// files laid over it. No whole-site build: a copy of content/, the draft's files written into it,
// one render in a worker thread. The publish keeps its full build and checks.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, lstat, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { Worker } from "node:worker_threads";
import { pictureTypes } from "../media.ts";
import type { RenderAnswer, RenderRequest } from "./render-worker.ts";

/** What the editor sends: the entry's files as Keystatic's draft holds them, path to text. */
export type DraftFiles = Record<string, string>;

/** The site's build the back office renders with (the checkout's own `npm run build`). */
export interface SiteBuildFiles {
  /** build/server/index.js */
  serverBuild: string;
  /** build/client: stylesheets, pictures and fonts the page refers to. */
  clientDir: string;
}

export const livePreviewFiles = "/live-preview/files/";
/** The client folders a rendered page refers to; nothing else of the build is served. */
const servedFolders = new Set(["assets", "images", "fonts", "icons"]);
const textExtensions = new Set([".yaml", ".yml", ".mdoc", ".md", ".json"]);
const maxDraftBytes = 2 * 1024 * 1024;
/** Renders waiting at once, from every editor together. */
const maxWaiting = 6;

export class LivePreviewError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The draft's files, each a text file under content/ with no way out of it; anything else is the
 * client's mistake (400), never written.
 */
export function checkedDraft(files: unknown): DraftFiles {
  if (files === undefined || files === null) return {};
  if (typeof files !== "object" || Array.isArray(files)) {
    throw new LivePreviewError(400, "files must be an object of path to text.");
  }
  let bytes = 0;
  const checked: DraftFiles = {};
  for (const [path, text] of Object.entries(files)) {
    if (typeof text !== "string") throw new LivePreviewError(400, `${path}: not text.`);
    bytes += Buffer.byteLength(text);
    const clean = normalize(path).split(sep).join("/");
    if (
      clean !== path ||
      !clean.startsWith("content/") ||
      clean.split("/").some((part) => part === ".." || part === "" || part.startsWith(".")) ||
      !textExtensions.has(extname(clean))
    ) {
      throw new LivePreviewError(400, `${path}: not a content file this preview can show.`);
    }
    checked[clean] = text;
  }
  if (bytes > maxDraftBytes) throw new LivePreviewError(413, "The entry is too large to preview.");
  return checked;
}

/**
 * The rendered page made safe and whole inside the editor: no script (the frame runs none; the
 * page is readable without it), no preloader, and its stylesheets, pictures and fonts taken from
 * the build under /live-preview/files/.
 */
export function framedPage(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/(["'\s,(])\/(assets|images|fonts|icons)\//g, `$1${livePreviewFiles}$2/`)
    .replace(/<\/head>/i, "<style>#preloader{display:none}</style></head>");
}

const types: Record<string, string> = {
  ...Object.fromEntries(Object.entries(pictureTypes).map(([ext, type]) => [`.${ext}`, type])),
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
};

export class LivePreview {
  #worker: Worker | undefined;
  #next = 0;
  #waiting = new Map<number, (answer: RenderAnswer) => void>();
  #queue: Promise<unknown> = Promise.resolve();
  #pending = 0;

  readonly build: SiteBuildFiles;
  /** Where each render's copy of content/ is made and removed again. */
  readonly scratch: string;

  constructor(build: SiteBuildFiles, scratch: string) {
    this.build = build;
    this.scratch = scratch;
  }

  get available(): boolean {
    return existsSync(this.build.serverBuild);
  }

  #renderer(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      workerData: { serverBuild: this.build.serverBuild },
      env: { ...process.env },
    });
    worker.on("message", (answer: RenderAnswer) => {
      this.#waiting.get(answer.id)?.(answer);
      this.#waiting.delete(answer.id);
    });
    const fail = (error: unknown) => {
      for (const [id, settle] of this.#waiting) settle({ id, error: String(error) });
      this.#waiting.clear();
      this.#worker = undefined;
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(`the renderer stopped (${code})`));
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  #render(root: string, path: string): Promise<RenderAnswer> {
    const id = ++this.#next;
    const done = new Promise<RenderAnswer>((settle) => this.#waiting.set(id, settle));
    this.#renderer().postMessage({ id, root, path } satisfies RenderRequest);
    return done;
  }

  /**
   * The page at `path` with `draft` laid over the workspace's content, ready for the frame. One
   * render at a time; a burst beyond a few waiting is refused (each editor asks once per pause).
   */
  page(workspace: string, path: string, draft: DraftFiles): Promise<string> {
    if (this.#pending >= maxWaiting) {
      return Promise.reject(
        new LivePreviewError(
          429,
          "The preview is busy drawing other pages; it tries again as you type.",
        ),
      );
    }
    this.#pending++;
    const run = this.#queue
      .then(() => this.#pageNow(workspace, path, draft))
      .finally(() => this.#pending--);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #pageNow(workspace: string, path: string, draft: DraftFiles): Promise<string> {
    if (!this.available) {
      throw new LivePreviewError(
        503,
        "The live preview needs the site's build on this server (npm run build).",
      );
    }
    const root = join(this.scratch, randomUUID());
    try {
      // Links in the workspace's content are not followed: a link is never content.
      await cp(join(workspace, "content"), join(root, "content"), {
        recursive: true,
        filter: async (source) => !(await lstat(source)).isSymbolicLink(),
      });
      for (const [file, text] of Object.entries(draft)) {
        await mkdir(dirname(join(root, file)), { recursive: true });
        await writeFile(join(root, file), text);
      }
      const answer = await this.#render(root, path);
      if ("error" in answer) {
        throw new LivePreviewError(500, `The page could not be drawn: ${answer.error}`);
      }
      if (answer.status !== 200) {
        throw new LivePreviewError(
          422,
          "The page could not be drawn with these words; saving will say what is wrong.",
        );
      }
      return framedPage(answer.html);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  /** A stylesheet, picture or font of the build; undefined for anything else. */
  async file(rest: string): Promise<{ type: string; body: Buffer | string } | undefined> {
    const [folder] = rest.split("/");
    const type = types[extname(rest).toLowerCase()];
    if (!folder || !servedFolders.has(folder) || !type) return undefined;
    const clientDir = resolve(this.build.clientDir);
    const file = resolve(clientDir, rest);
    if (!file.startsWith(`${clientDir}${sep}`)) return undefined;
    try {
      if (!(await lstat(file)).isFile()) return undefined;
    } catch {
      return undefined;
    }
    const body = await readFile(file);
    // A stylesheet's fonts and pictures are found where the frame's page finds its own.
    if (extname(file) === ".css") {
      return {
        type,
        body: body
          .toString("utf8")
          .replace(/url\((["']?)\/(assets|images|fonts|icons)\//g, `url($1${livePreviewFiles}$2/`),
      };
    }
    return { type, body };
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
    this.#worker = undefined;
  }
}
