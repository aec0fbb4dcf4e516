import { access, lstat, open, readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { documentsPath, downloadName, isDocumentUrl, isPdf } from "../../common/documents.ts";
import { languageOfPath, localizedPath, withoutLanguage } from "../../common/i18n.ts";
import { blogFeed, paths } from "../../common/paths.ts";
import { parseRedirectTable, redirectLocation, redirectsFile } from "../../common/redirects.ts";
import type { Config } from "../config.ts";
import { currentRelease, releaseClientDir, releaseIds } from "../releases/releases-dir.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The page this request was answered with (its key, "/ar/contact"), for the audience count. */
    sitePage: string | undefined;
  }
}

const immutable = "public, max-age=31536000, immutable";
const revalidate = "no-cache";
/** The blog's feed is a generic .xml file to the static server; feed readers want its own type. */
const feedType = "application/atom+xml; charset=utf-8";

/**
 * A document (a PDF an entry offers, common/documents.ts) is only ever a download: never shown in
 * the site's origin, where a file that is not the PDF it claims to be could run as a page.
 */
export function documentHeaders(path: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${downloadName(path)}"`,
    "X-Content-Type-Options": "nosniff",
    // Should a browser show it all the same: no script, no form, no request of its own.
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
}

/**
 * A `.git` or `.env` copied into the build, source maps (they publish the source), and .br/.gz
 * copies, which are sent only in place of their file.
 */
export function isHiddenPath(path: string): boolean {
  const segments = path.split(/[/\\]/);
  return (
    segments.some(
      (segment, index) => segment.startsWith(".") && !(segment === ".well-known" && index <= 1),
    ) || /\.(map|br|gz)$/i.test(path)
  );
}
export async function findPages(staticDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const entry of await readdir(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = relative(staticDir, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (isHiddenPath(`/${file}`)) continue;
    const dir = file.slice(0, -"index.html".length).replace(/\/$/, "");
    pages.set(`/${dir}`, file);
  }
  return pages;
}

interface Site {
  root: string;
  pages: Map<string, { file: string; policy: string }>;
  files: Map<string, string>;
  redirects: Map<string, string>;
}

async function loadSite(root: string, config: Config): Promise<Site> {
  try {
    await access(join(root, "index.html"));
  } catch {
    throw new Error(`No built site in ${root}: run "npm run build" first (npm start does).`);
  }
  const pages = new Map<string, { file: string; policy: string }>();
  const files = new Map<string, string>();
  for (const [url, file] of await findPages(root)) {
    const html = await readFile(join(root, file), "utf8");
    pages.set(url, { file, policy: contentSecurityPolicy(config, inlineScriptHashes(html)) });
    files.set(file, url);
  }
  return { root, pages, files, redirects: await loadRedirects(root) };
}

async function loadRedirects(root: string): Promise<Map<string, string>> {
  try {
    return parseRedirectTable(await readFile(join(root, redirectsFile), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Map();
    throw new Error(`${join(root, redirectsFile)} is not a table of redirects: ${error}`);
  }
}

export const staticSite = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const releases = liveRelease(config.RELEASES_DIR, config);
    const site = await releases.site();
    app.decorateRequest("sitePage", undefined);

    await app.register(fastifyStatic, {
      root: site.root,
      preCompressed: true,
      cacheControl: false,
      index: false,
      serve: false,
      // Given the decoded, normalised path, so an encoded dot (%2e) is caught too.
      allowedPath: (path) => !isHiddenPath(path),
      setHeaders: (reply, path) => {
        reply.header("Cache-Control", path.includes(`${sep}assets${sep}`) ? immutable : revalidate);
      },
    });

    // After @fastify/static, which names the type from the extension (also for the .br/.gz copy).
    app.addHook("onSend", async (request, reply, payload) => {
      const path = request.url.split("?")[0] ?? "";
      if (reply.statusCode === 200 && withoutLanguage(path) === blogFeed) {
        reply.header("Content-Type", feedType);
      }
      // Also a part of one (206) and "not modified" (304); by the path the route served it for.
      const decoded = decodeURIComponentSafe(path);
      if (reply.statusCode < 400 && decoded.startsWith(documentsPath)) {
        reply.headers(documentHeaders(decoded));
      }
      return payload;
    });

    // Looked up per request, so a publish or a rollback applies without a restart.
    app.get("/*", async (request, reply) => {
      const live = await releases.site();
      const path = decodeURIComponentSafe(request.url.split("?")[0] ?? "/");
      const url = path.length > 1 ? path.replace(/\/$/, "") : path;
      if (path.startsWith(documentsPath)) {
        // Only a PDF, by its name and by its first bytes: nothing else there is ever sent, not
        // even a page that found its way in.
        if (isDocumentUrl(path) && (await isPdfFile(join(live.root, path.slice(1))))) {
          return reply.sendFile(path.slice(1), live.root);
        }
        return reply.code(404).send({ message: "Not found" });
      }
      const page = live.pages.get(url);
      if (page) {
        request.sitePage = url;
        return reply.header("Content-Security-Policy", page.policy).sendFile(page.file, live.root);
      }
      // A page's file by name goes to the page, which carries the page's own CSP (its inline
      // scripts): served raw, its scripts would be blocked.
      const named = live.files.get(url.slice(1));
      if (named !== undefined) return reply.redirect(named, 301);
      const file = path.slice(1);
      if (!isHiddenPath(path) && !path.split("/").includes("..")) {
        // A page of the previous release may still ask for its hashed scripts after a switch.
        const roots = path.startsWith("/assets/")
          ? [live.root, ...(await releases.olderRoots())]
          : [live.root];
        for (const root of roots) {
          if (await isFile(join(root, file))) return reply.sendFile(file, root);
        }
      }
      // Only where the release has neither page nor file: a redirect never hides either.
      const moved = live.redirects.get(url);
      if (moved !== undefined) {
        const query = request.url.includes("?")
          ? request.url.slice(request.url.indexOf("?") + 1)
          : "";
        return reply.redirect(redirectLocation(moved, query), 301);
      }
      return notFound(request, reply);
    });
    app.log.debug({ pages: [...site.pages.keys()] }, "serving pre-rendered pages");

    app.setNotFoundHandler(notFound);
  },
  { name: "static-site" },
);

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0] ?? "";
  const isPage =
    (request.method === "GET" || request.method === "HEAD") &&
    !path.startsWith("/api/") &&
    !path.startsWith("/assets/") &&
    !isHiddenPath(decodeURIComponentSafe(path));
  // Unknown pages go to the home page of their language (docs/product.md); a missing asset, API
  // or hidden path is a plain 404, so a stale script tag never receives HTML.
  if (isPage) return reply.redirect(localizedPath(paths.home, languageOfPath(path)), 302);
  return reply.code(404).send({ message: "Not found" });
}

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A file of its own (a link is not followed), starting as a PDF does. */
async function isPdfFile(path: string) {
  try {
    if (!(await lstat(path)).isFile()) return false;
    const handle = await open(path, "r");
    try {
      const head = Buffer.alloc(8);
      await handle.read(head, 0, head.length, 0);
      return isPdf(head);
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}

function liveRelease(dir: string, config: Config) {
  let loaded: { id: string | undefined; site: Promise<Site> } | undefined;
  return {
    async site(): Promise<Site> {
      const id = await currentRelease(dir);
      if (loaded === undefined || loaded.id !== id) {
        const site = loadSite(id ? releaseClientDir(dir, id) : config.STATIC_DIR, config);
        const current = { id, site };
        loaded = current;
        // A release that cannot be read is tried again on the next request.
        site.catch(() => {
          if (loaded === current) loaded = undefined;
        });
      }
      return loaded.site;
    },
    async olderRoots(): Promise<string[]> {
      const live = await currentRelease(dir);
      const ids = (await releaseIds(dir)).filter((id) => id !== live).reverse();
      return ids.map((id) => releaseClientDir(dir, id));
    },
  };
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
