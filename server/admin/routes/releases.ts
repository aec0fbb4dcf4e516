// The Changes page: what the next publish would change, in the editor's words (changes.ts).
// The Releases page: every release kept, the live one marked; Publish for publishers, and
// "Roll back to this release" on the others. Both are recorded in the audit log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import { type ContentModel, describeChanges } from "../changes.ts";
import { paths } from "../pages/html.ts";
import { changesBody, type ReleasesView, releasesBody } from "../pages/views.ts";
import { can } from "../permissions.ts";
import { PublishError, type Publisher } from "../publish.ts";
import type { Workspace } from "../workspace.ts";
import { sendPage } from "./pages.ts";

const textual = (path: string) => /\.(ya?ml|mdoc|md|json)$/.test(path);

export async function releaseRoutes(
  app: FastifyInstance,
  { publisher, workspace }: { publisher: Publisher; workspace: Workspace },
) {
  app.get(paths.changes, async (request, reply) => {
    const live = await publisher.live();
    const changes = live
      ? describeChanges(
          contentConfig as unknown as ContentModel,
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
    return sendPage(request, reply, "Changes", changesBody({ live: live?.id, changes }));
  });

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<ReleasesView> = {},
    status = 200,
  ) {
    const person = request.person!;
    const view: ReleasesView = {
      releases: await publisher.list(),
      canPublish: can(person.role, "publish"),
      canRollBack: can(person.role, "rollBack"),
      configured: publisher.configured,
      warnings: publisher.warnings(),
      ...extra,
    };
    return sendPage(request, reply, "Releases", releasesBody(request.csrfToken, view), status);
  }

  app.get(paths.releases, (request, reply) => {
    const { published, rolledBack } = request.query as Record<string, string | undefined>;
    const message = published
      ? `Published: release ${published} is live.`
      : rolledBack
        ? `Rolled back: release ${rolledBack} is live.`
        : undefined;
    return show(request, reply, { message });
  });

  app.post(paths.publish, { config: { access: "publish" } }, async (request, reply) => {
    const person = request.person!;
    try {
      const release = await publisher.publish(person);
      await request.audit("published", `release ${release.id}: ${release.summary}`);
      return reply.redirect(`${paths.releases}?published=${encodeURIComponent(release.id)}`, 303);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      await request.audit("publish refused", [error.message, ...error.problems].join(" | "));
      return show(
        request,
        reply,
        { problems: { title: error.message, lines: error.problems } },
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
      return show(request, reply, { problems: { title: error.message, lines: [] } }, 404);
    }
    await request.audit("rolled back", `release ${id}`);
    return reply.redirect(`${paths.releases}?rolledBack=${encodeURIComponent(id)}`, 303);
  });
}
