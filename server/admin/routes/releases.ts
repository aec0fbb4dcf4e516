import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type Change,
  describeChanges,
  type EntryChange,
  entryOf,
  fileChanges,
  contentModel as model,
  problemsOf,
} from "../changes.ts";
import { paths } from "../pages/html.ts";
import {
  changesBody,
  type PublishView,
  type ReleasesView,
  releasesBody,
  rollBackBody,
} from "../pages/views.ts";
import { can } from "../permissions.ts";
import type { Publisher, RollBackPlan } from "../publish.ts";
import { PublishError } from "../publish-error.ts";
import { waitingEntries } from "../publish-some.ts";
import { RolledBackError } from "../publish-steps.ts";
import type { Workspace } from "../workspace.ts";
import { allValues, type FormFields, oneValue, textField } from "./form-fields.ts";
import { sendPage } from "./pages.ts";
import { unfinishedCount } from "./readiness.ts";

/** The lines of an audit entry's detail, cut short: the log names, the Changes page lists. */
function named(changes: Change[]) {
  const texts = changes.map((change) => change.text);
  return texts.length > 20
    ? `${texts.slice(0, 20).join("; ")} and ${texts.length - 20} more`
    : texts.join("; ");
}

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
    // Compared with the live release's commit, the published baseline: after a rollback, what it
    // took off is listed again, as a change the next publish would put back.
    const live = await publisher.live();
    let changes: EntryChange[] = [];
    let rolledBack: PublishView["rolledBack"];
    if (live) {
      const head = await workspace.head();
      const waiting = await waitingEntries(workspace, live.commit, head);
      changes = waiting.changes;
      rolledBack = await publisher.rolledBack(live, head, waiting.files);
    }
    const view = {
      rolledBack,
      ...publishView(request, extra),
      live: live?.id,
      changes,
      canSave: can(request.person!.role, "save"),
      unfinished: await unfinishedCount(workspace),
    };
    return sendPage(request, reply, "Changes", changesBody(request.csrfToken, view), status);
  }

  async function showReleases(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<PublishView> = {},
    status = 200,
  ) {
    const canPublish = publisher.configured && can(request.person!.role, "publish");
    const live = canPublish ? await publisher.live() : undefined;
    const view: ReleasesView = {
      rolledBack: live && (await publisher.rolledBack(live, await workspace.head())),
      ...publishView(request, extra),
      releases: await publisher.list(),
      canRollBack: can(request.person!.role, "rollBack"),
      names: new Map(
        (await app.backOffice.accounts.list()).map((account) => [account.email, account.name]),
      ),
    };
    return sendPage(request, reply, "Releases", releasesBody(request.csrfToken, view), status);
  }

  const readSite = { config: { access: "readSite" as const } };

  app.get(paths.changes, readSite, (request, reply) => {
    const { published, discarded } = request.query as Record<string, string | undefined>;
    const message = published
      ? "Published"
      : discarded
        ? `Discarded: ${discarded.slice(0, 300)} is as it is live again.`
        : undefined;
    return showChanges(request, reply, { message });
  });

  // "Discard changes" on one entry: its files put back as the live release holds them, a save
  // (a commit in the person's name) like any other, so it can itself be undone from the history.
  // Each entry's state for the editor's lists (app/cms/editor/entry-states.ts): the entries that
  // differ from the live release, by their editor address; every other entry is live. Before the
  // first publish nothing is live, and no state is given.
  app.get("/api/entry-states", { config: { access: "save" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const live = await publisher.live();
    if (!live) return { live: false, entries: {} };
    const waiting = await waitingEntries(workspace, live.commit, await workspace.head());
    const entries: Record<string, string> = {};
    for (const change of waiting.changes) {
      if (change.editorPath) entries[change.editorPath] = change.state;
    }
    return { live: true, entries };
  });

  app.post(paths.discard, { config: { access: "save" } }, async (request, reply) => {
    // One entry, or a renamed post's old and new names together.
    const entries = allValues((request.body as FormFields | undefined)?.entry)
      .slice(0, 2)
      .map((entry) => entry.slice(0, 500));
    const live = await publisher.live();
    if (!live)
      return showChanges(
        request,
        reply,
        { problems: { title: "Nothing is live yet: there is nothing to go back to.", lines: [] } },
        409,
      );
    const pending = await fileChanges(workspace, live.commit, await workspace.head());
    const files = pending.filter(
      (file) => entries.includes(entryOf(model, file.path)) || entries.includes(file.path),
    );
    if (files.length === 0) {
      return showChanges(
        request,
        reply,
        {
          problems: {
            title:
              "That entry has no changes to discard (it may have been published or discarded already).",
            lines: [],
          },
        },
        409,
      );
    }
    const [change] = describeChanges(model, files);
    const what = change?.text ?? entries.join(", ");
    const saved = files.map((file) => file.path);
    await workspace.save(saved, request.person!, `Discard changes: ${what}`, () =>
      workspace.putBack(live.commit, saved),
    );
    await request.audit("discarded changes", what);
    const name = what.replace(/:.*$/, "").replace(/ (added|removed|changed)$/, "");
    return reply.redirect(`${paths.changes}?discarded=${encodeURIComponent(name)}`, 303);
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
    const body = request.body as FormFields | undefined;
    const fromChanges = oneValue(body?.from) === "changes";
    const show = fromChanges ? showChanges : showReleases;
    // Changes' boxes: only the entries ticked go live. Its form says it had them ("choose"), so
    // that none ticked is told apart from a form without boxes (Releases'), which publishes all.
    const only =
      oneValue(body?.choose) === "yes"
        ? allValues(body?.include).map((entry) => entry.slice(0, 500))
        : undefined;
    if (only?.length === 0) {
      const title =
        "No entry was ticked: nothing was published. Tick the entries to publish, then Publish.";
      await request.audit("publish refused", title);
      return show(request, reply, { problems: { title, lines: [] }, ticked: only }, 400);
    }
    try {
      const release = await publisher.publish(person, {
        republish: oneValue(body?.republish) === "yes",
        only,
      });
      const again = release.republished
        ? `; published again after a rollback: ${named(release.republished)}`
        : "";
      // Some of the entries ticked, not all: which went live, and which stay waiting.
      const some =
        release.published && release.left
          ? `; only the entries ticked: ${named(release.published)}; left waiting: ${named(release.left)}`
          : "";
      await request.audit("published", `release ${release.id}: ${release.summary}${again}${some}`);
      const page = fromChanges ? paths.changes : paths.releases;
      return reply.redirect(`${page}?published=${encodeURIComponent(release.id)}`, 303);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      await request.audit("publish refused", [error.message, ...error.problems].join(" | "));
      // Refused for want of the tick: the form was incomplete (400). The form is shown again,
      // naming the entries beside the box to tick.
      // The boxes of Changes as they were ticked.
      if (error instanceof RolledBackError) {
        return show(
          request,
          reply,
          { problems: { title: error.message, lines: [] }, ticked: only },
          400,
        );
      }
      return show(
        request,
        reply,
        {
          problems: { title: error.message, lines: problemsOf(model, error.problems) },
          ticked: only,
        },
        409,
      );
    }
  });

  async function showRollBack(
    request: FastifyRequest,
    reply: FastifyReply,
    plan: RollBackPlan,
    problems?: { title: string; lines: [] },
    status = 200,
  ) {
    const body = rollBackBody(request.csrfToken, { ...plan, problems });
    return sendPage(request, reply, "Roll back", body, status);
  }

  async function planFor(request: FastifyRequest, reply: FastifyReply, id: string) {
    try {
      return await publisher.rollBackPlan(id);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      await showReleases(request, reply, { problems: { title: error.message, lines: [] } }, 404);
      return undefined;
    }
  }

  // "Roll back to this release" asks first, naming what the live site would lose.
  app.get(paths.rollBack, { config: { access: "rollBack" } }, async (request, reply) => {
    const id = textField(request.query as FormFields, "release", 200);
    const plan = await planFor(request, reply, id);
    return plan ? showRollBack(request, reply, plan) : reply;
  });

  app.post(paths.rollBack, { config: { access: "rollBack" } }, async (request, reply) => {
    const body = request.body as FormFields | undefined;
    const id = textField(body, "release", 200);
    const plan = await planFor(request, reply, id);
    if (!plan) return reply;
    if (oneValue(body?.confirm) !== "yes") {
      const title = "Nothing was rolled back: confirm below, having read what the live site loses.";
      return showRollBack(request, reply, plan, { title, lines: [] }, 400);
    }
    // Confirmed on a page that showed another live release: what it listed is not what goes.
    const shown = textField(body, "live", 200);
    if (shown && shown !== (plan.live?.id ?? "")) {
      const title =
        "The live release changed since that page was shown: nothing was rolled back. Read what the live site loses now.";
      return showRollBack(request, reply, plan, { title, lines: [] }, 409);
    }
    try {
      await publisher.rollBack(id);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      return showReleases(request, reply, { problems: { title: error.message, lines: [] } }, 404);
    }
    const was = plan.live ? ` in place of release ${plan.live.id}` : "";
    const lost =
      plan.changes === undefined
        ? "what it took off is not known (no record of a release's commit)"
        : plan.changes.length === 0
          ? "took off no content changes"
          : `took off: ${named(plan.changes)}`;
    await request.audit("rolled back", `release ${id}${was}; ${lost}`);
    return reply.redirect(`${paths.releases}?rolledBack=${encodeURIComponent(id)}`, 303);
  });
}
