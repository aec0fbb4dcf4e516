// The live preview's two routes, for those who may save content:
// - POST /api/live-preview {area, slug, language, files}: the page of that entry (the page-kind
//   registry's, as Preview's link) drawn with the unsaved files, as HTML for the editor's frame;
// - GET /live-preview/files/<assets|images|fonts|icons>/…: what such a page refers to, from the
//   site's build.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { parse } from "yaml";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import { ownPageOf } from "../../../app/cms/page-kinds.ts";
import { type Language, languages, localizedPath } from "../../../common/i18n.ts";
import { pageOf } from "../affected-pages.ts";
import {
  checkedDraft,
  type LivePreview,
  LivePreviewError,
  livePreviewFiles,
} from "../live-preview/live-preview.ts";
import type { Workspace } from "../workspace.ts";

const collections = contentConfig.collections as Record<string, { path: string }>;
const singletons = contentConfig.singletons as Record<string, unknown>;
const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;

interface Body {
  area?: unknown;
  slug?: unknown;
  language?: unknown;
  files?: unknown;
}

/** The entry's fields, from its draft or else as saved: they say whether it has a page. */
async function entryFields(
  workspace: Workspace,
  area: string,
  slug: string,
  draft: Record<string, string>,
): Promise<object | undefined> {
  const file = `${collections[area]?.path.replace("*", slug)}.yaml`;
  try {
    const text = draft[file] ?? (await readFile(join(workspace.dir, file), "utf8"));
    const fields = parse(text);
    return typeof fields === "object" && fields !== null ? fields : undefined;
  } catch {
    return undefined;
  }
}

export async function livePreviewRoutes(
  app: FastifyInstance,
  { preview, workspace }: { preview: LivePreview; workspace: Workspace },
) {
  app.post<{ Body: Body }>(
    "/api/live-preview",
    { config: { access: "save" }, bodyLimit: 3 * 1024 * 1024 },
    async (request, reply) => {
      const { area, slug, language, files } = request.body ?? {};
      reply.header("cache-control", "no-store");
      if (typeof area !== "string" || !(area in collections || area in singletons)) {
        return reply.code(400).send({ message: "area must name a list or a page of the content." });
      }
      const inList = area in collections;
      if (inList && (typeof slug !== "string" || !slugPattern.test(slug))) {
        return reply.code(400).send({ message: "slug must name an entry of the list." });
      }
      if (typeof language !== "string" || !languages.includes(language as Language)) {
        return reply
          .code(400)
          .send({ message: `language must be one of ${languages.join(", ")}.` });
      }
      try {
        const draft = checkedDraft(files);
        const entrySlug = inList ? (slug as string) : undefined;
        const fields =
          entrySlug && ownPageOf[area]?.hasPage
            ? await entryFields(workspace, area, entrySlug, draft)
            : undefined;
        const path = localizedPath(pageOf(area, entrySlug, fields), language as Language);
        const html = await preview.page(workspace.dir, path, draft);
        return reply
          .header("x-live-preview-path", path)
          .type("text/html; charset=utf-8")
          .send(html);
      } catch (error) {
        if (error instanceof LivePreviewError) {
          return reply.code(error.status).send({ message: error.message });
        }
        throw error;
      }
    },
  );

  app.get<{ Params: { "*": string } }>(
    `${livePreviewFiles}*`,
    { config: { access: "save" } },
    async (request, reply) => {
      const file = await preview.file(request.params["*"]);
      if (!file) return reply.code(404).send({ message: "No such file." });
      return reply.header("cache-control", "private, max-age=3600").type(file.type).send(file.body);
    },
  );
}
