// The Media page (media.ts): every picture and document in the workspace and where each is used,
// for those who edit content; each picture's file, for its thumbnail there; and the same pictures
// as JSON for the editor's "Choose from media library" (app/cms/editor/library-picture.ts), which
// fetches the chosen one's file from the same route.
import type { FastifyInstance } from "fastify";
import type { LibraryPictureItem } from "../../../app/cms/schema/library-picture.ts";
import { pictureFile, workspaceMedia } from "../media.ts";
import { paths } from "../pages/html.ts";
import { mediaBody, pictureUrl } from "../pages/media.ts";
import type { Workspace } from "../workspace.ts";
import { sendPage } from "./pages.ts";

/**
 * What a picture's file is sent with: never read as anything else, and an SVG opened on its own
 * runs no script and loads nothing (it may hold script: it is the uploader's file).
 */
export const pictureHeaders = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
  "content-disposition": "inline",
  "cache-control": "private, no-cache",
} as const;

export async function mediaRoutes(app: FastifyInstance, { workspace }: { workspace: Workspace }) {
  app.get(paths.media, { config: { access: "save" } }, async (request, reply) => {
    const media = await workspaceMedia(workspace);
    return sendPage(request, reply, "Media", mediaBody(media), 200, { script: false });
  });

  app.get("/api/media/pictures", { config: { access: "save" } }, async (_request, reply) => {
    const { pictures } = await workspaceMedia(workspace);
    // A picture saved a moment ago shows the next time the library opens.
    reply.header("cache-control", "no-store");
    return pictures.map(
      ({ name, width, height, usedIn }): LibraryPictureItem => ({
        name,
        file: pictureUrl(name),
        ...(width && height ? { width, height } : {}),
        usedIn: usedIn.map(({ entry }) => entry),
      }),
    );
  });

  app.get(`${paths.mediaPicture}/*`, { config: { access: "save" } }, async (request, reply) => {
    const name = (request.params as Record<string, string | undefined>)["*"] ?? "";
    const file = await pictureFile(workspace, name);
    if (file === undefined) return reply.callNotFound();
    return reply.type(file.type).headers(pictureHeaders).send(file.body);
  });
}
