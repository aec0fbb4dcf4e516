// Serves the pre-rendered site: one route per page found in the build, hashed assets cached for a
// year, HTML revalidated, brotli/gzip files written at build time sent when the client accepts them.
import { access, readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { languageOfPath, localizedPath, withoutLanguage } from "../../common/i18n.ts";
import { blogFeed, paths } from "../../common/paths.ts";
import type { Config } from "../config.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const immutable = "public, max-age=31536000, immutable";
const revalidate = "no-cache";
/** The blog's feed is a generic .xml file to the static server; feed readers want its own type. */
const feedType = "application/atom+xml; charset=utf-8";

/**
 * Files the build may hold but the public must not get: any path segment starting with a dot (a
 * `.git` or `.env` copied into the build) except `.well-known/`, source maps (they publish the
 * source), and the .br/.gz copies, which are sent only in place of their file, with the
 * Content-Encoding that says what they are. This server serves only the production build; `npm run
 * dev` serves the source itself.
 */
export function isHiddenPath(path: string): boolean {
  const segments = path.split(/[/\\]/);
  return (
    segments.some(
      (segment, index) => segment.startsWith(".") && !(segment === ".well-known" && index <= 1),
    ) || /\.(map|br|gz)$/i.test(path)
  );
}
/** URL path → HTML file (relative to the static dir) for every pre-rendered page. */
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

export const staticSite = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const root = config.STATIC_DIR;
    try {
      await access(join(root, "index.html"));
    } catch {
      throw new Error(`No built site in ${root}: run "npm run build" first (npm start does).`);
    }

    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      index: false,
      // Given the decoded, normalised path, so an encoded dot (%2e) is caught too.
      allowedPath: (path) => !isHiddenPath(path),
      setHeaders: (reply, path) => {
        reply.header("Cache-Control", path.includes(`${sep}assets${sep}`) ? immutable : revalidate);
      },
    });

    // After @fastify/static, which names the type from the extension (also for the .br/.gz copy).
    app.addHook("onSend", async (request, reply, payload) => {
      if (
        reply.statusCode === 200 &&
        withoutLanguage(request.url.split("?")[0] ?? "") === blogFeed
      ) {
        reply.header("Content-Type", feedType);
      }
      return payload;
    });

    const pages = await findPages(root);
    for (const [url, file] of pages) {
      const html = await readFile(join(root, file), "utf8");
      const policy = contentSecurityPolicy(config, inlineScriptHashes(html));
      app.get(url, (_request, reply) =>
        reply.header("Content-Security-Policy", policy).sendFile(file),
      );
      // Its file by name goes to the page, which carries the page's own CSP (its inline scripts).
      app.get(`/${file}`, (_request, reply) => reply.redirect(url, 301));
    }
    app.log.debug({ pages: [...pages.keys()] }, "serving pre-rendered pages");

    app.setNotFoundHandler((request, reply) => {
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
    });
  },
  { name: "static-site" },
);

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
