// The Releases page: every release kept, the live one marked; Publish for publishers, and
// "Roll back to this release" on the others. Both are recorded in the audit log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { paths } from "../pages/html.ts";
import { type ReleasesView, releasesBody } from "../pages/views.ts";
import { can } from "../permissions.ts";
import { PublishError, type Publisher } from "../publish.ts";
import { sendPage } from "./pages.ts";

export async function releaseRoutes(app: FastifyInstance, { publisher }: { publisher: Publisher }) {
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
