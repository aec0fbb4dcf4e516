import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import { documentsPath } from "../../../common/documents.ts";
import { languageOfPath, localizedPath } from "../../../common/i18n.ts";
import { paths as sitePaths } from "../../../common/paths.ts";
import { documentHeaders } from "../../plugins/static-site.ts";
import { type ContentModel, problemsOf } from "../changes.ts";
import { html, paths } from "../pages/html.ts";
import { previewBuildingBody, previewFailedBody } from "../pages/views.ts";
import {
  type Previewer,
  type PreviewPage,
  previewBase,
  previewPath,
  sitePathOf,
} from "../preview.ts";
import { sendPage } from "./pages.ts";

const model = contentConfig as unknown as ContentModel;

/** Search engines must never index a preview, even one reached by a leaked link. */
function noindex(reply: FastifyReply) {
  return reply.header("x-robots-tag", "noindex").header("cache-control", "no-store");
}

/**
 * The search index and the feed hold drafts and scheduled posts: no browser or proxy may keep
 * them. Without this, sendFile's own Cache-Control (maxAge) replaces the no-store set before.
 */
const keepNoStore = { cacheControl: false } as const;

function bar(updating: boolean) {
  return html`<section id="back-office-preview-bar" aria-label="Preview" lang="en" dir="ltr">
    <p><strong>Preview: not live</strong>
    <span role="status" ${updating ? html`data-preview-wait="link"` : ""}>${
      updating ? "Being updated with the latest saves…" : ""
    }</span>
    <a href="${paths.changes}">Changes</a></p>
    ${updating ? html`<script src="${paths.script}" defer></script>` : ""}
  </section>`;
}

const barStyle = `<style>
#back-office-preview-bar { position: fixed; inset-inline: 0; bottom: 0; z-index: 2147483647;
  margin: 0; padding: 0.5rem 1rem; background: #111; color: #fff; border-top: 4px solid #ffd866;
  font: 600 1rem/1.4 system-ui, sans-serif; text-align: start; }
#back-office-preview-bar p { margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
#back-office-preview-bar a { color: #ffd866; text-decoration: underline; }
body { padding-bottom: 4rem; }
</style>`;

function withBar(page: PreviewPage, updating: boolean) {
  return page.html
    .replace("</head>", `${barStyle}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `${bar(updating)}</body>`);
}

export async function previewRoutes(app: FastifyInstance, { preview }: { preview: Previewer }) {
  await app.register(fastifyStatic, { root: preview.dir, serve: false, decorateReply: true });

  async function show(request: FastifyRequest, reply: FastifyReply) {
    const sitePath = sitePathOf(request.url);
    if (sitePath === undefined) return reply.callNotFound();
    const state = await preview.state();
    noindex(reply);
    if (state.kind === "building") {
      return sendPage(request, reply, "Preview", previewBuildingBody(), 503);
    }
    if (state.kind === "failed") {
      const lines = problemsOf(model, state.failure.lines);
      return sendPage(
        request,
        reply,
        "Preview",
        previewFailedBody({ title: state.failure.title, lines }),
        409,
      );
    }
    const page = await preview.page(state.build, sitePath);
    if (page) {
      return (
        reply
          .header("content-security-policy", page.policy)
          // The map's tile servers refuse requests without a Referer (as on the public site).
          .header("referrer-policy", "strict-origin-when-cross-origin")
          .type("text/html; charset=utf-8")
          .send(withBar(page, state.updating))
      );
    }
    const file = await preview.file(sitePath);
    if (file) return reply.sendFile(file.file, file.root, keepNoStore);
    // A page the build under way may add (a new post opened right after its save): the "being
    // built" page, which shows it when the build is ready, rather than the home page.
    if (state.updating) return sendPage(request, reply, "Preview", previewBuildingBody(), 503);
    const home = localizedPath(sitePaths.home, languageOfPath(sitePath));
    return reply.redirect(previewPath(home), 302);
  }

  // The workspace's unpublished content: for the roles that may read it, never "signed in" alone.
  const readSite = { config: { access: "readSite" as const } };
  app.get(previewBase, readSite, show);
  app.get(`${previewBase}/*`, readSite, show);

  app.get(paths.previewState, readSite, async (_request, reply) => {
    const state = await preview.state();
    return noindex(reply).send({
      kind: state.kind,
      updating: state.kind === "ready" && state.updating,
    });
  });

  // The preview build's files at their own paths (preview.ts says why).
  app.get("/*", readSite, async (request, reply) => {
    const path = decodeURIComponentSafe(request.url.split("?")[0] ?? "/");
    if (path.startsWith("/api/")) return reply.callNotFound();
    const file = await preview.file(path);
    // A document is a download only, as on the public site: never opened in the back office's origin.
    if (file && path.startsWith(documentsPath)) reply.headers(documentHeaders(path));
    if (file) return noindex(reply).sendFile(file.file, file.root, keepNoStore);
    const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
    if (preview.isPage(bare)) return reply.redirect(previewPath(bare), 302);
    return reply.callNotFound();
  });
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
