import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import { type ContentModel, describeChanges, problemsOf } from "../changes.ts";
import { paths } from "../pages/html.ts";
import { changesBody, type PublishView, type ReleasesView, releasesBody } from "../pages/views.ts";
import { can } from "../permissions.ts";
import type { Publisher } from "../publish.ts";
import { PublishError } from "../publish-error.ts";
import type { Workspace } from "../workspace.ts";
import { sendPage } from "./pages.ts";

const textual = (path: string) => /\.(ya?ml|mdoc|md|json)$/.test(path);
const model = contentConfig as unknown as ContentModel;

export async function releaseRoutes(
  app: FastifyInstance,
  { publisher, workspace }: { publisher: Publisher; workspace: Workspace },
) {
  function publishView(request: FastifyRequest, extra: Partial<PublishView>): PublishView {
    return {
      canPublish: can(request.person!.role, "publish"),
      configured: publisher.configured,
      warnings: publisher.warnings(),
      ...extra,
    };
  }

  async function showChanges(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<PublishView> = {},
    status = 200,
  ) {
    const live = await publisher.live();
    const changes = live
      ? describeChanges(
          model,
          await Promise.all(
            (await workspace.diff(live.commit)).map(async (file) => ({
              ...file,
              before: textual(file.path)
                ? await workspace.textAt(live.commit, file.path)
                : undefined,
              after: textual(file.path) ? await workspace.textAt("HEAD", file.path) : undefined,
            })),
          ),
        )
      : [];
    const view = { ...publishView(request, extra), live: live?.id, changes };
    return sendPage(request, reply, "Changes", changesBody(request.csrfToken, view), status);
  }

  async function showReleases(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<PublishView> = {},
    status = 200,
  ) {
    const view: ReleasesView = {
      ...publishView(request, extra),
      releases: await publisher.list(),
      canRollBack: can(request.person!.role, "rollBack"),
    };
    return sendPage(request, reply, "Releases", releasesBody(request.csrfToken, view), status);
  }

  const readSite = { config: { access: "readSite" as const } };

  app.get(paths.changes, readSite, (request, reply) => {
    const { published } = request.query as Record<string, string | undefined>;
    return showChanges(request, reply, { message: published ? "Published" : undefined });
  });

  app.get(paths.releases, readSite, (request, reply) => {
    const { published, rolledBack } = request.query as Record<string, string | undefined>;
    const message = published
      ? `Published: release ${published} is live.`
      : rolledBack
        ? `Rolled back: release ${rolledBack} is live.`
        : undefined;
    return showReleases(request, reply, { message });
  });

  app.post(paths.publish, { config: { access: "publish" } }, async (request, reply) => {
    const person = request.person!;
    const fromChanges = (request.body as Record<string, unknown> | undefined)?.from === "changes";
    const show = fromChanges ? showChanges : showReleases;
    try {
      const release = await publisher.publish(person);
      await request.audit("published", `release ${release.id}: ${release.summary}`);
      const page = fromChanges ? paths.changes : paths.releases;
      return reply.redirect(`${page}?published=${encodeURIComponent(release.id)}`, 303);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      await request.audit("publish refused", [error.message, ...error.problems].join(" | "));
      return show(
        request,
        reply,
        { problems: { title: error.message, lines: problemsOf(model, error.problems) } },
        409,
      );
    }
  });

  app.post(paths.rollBack, { config: { access: "rollBack" } }, async (request, reply) => {
    const id = String((request.body as Record<string, unknown> | undefined)?.release ?? "");
    try {
      await publisher.rollBack(id);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      return showReleases(request, reply, { problems: { title: error.message, lines: [] } }, 404);
    }
    await request.audit("rolled back", `release ${id}`);
    return reply.redirect(`${paths.releases}?rolledBack=${encodeURIComponent(id)}`, 303);
  });
}
