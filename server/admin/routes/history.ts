// An entry's History (server/admin/history.ts): GET /changes/history?entry=<list>/<entry> lists its
// versions; "Restore this version" asks first (GET /changes/history/restore), then the form posts
// back there. For whoever may save content; a restore is a save in the person's name, in the
// saves' turn, and is audit-logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  entryHistory,
  HistoryRefusal,
  parseEntry,
  type RestorePlan,
  restorePlan,
  restoreVersion,
} from "../history.ts";
import {
  historyBody,
  historyPath,
  historyRefusedBody,
  restoreBody,
  savedBy,
} from "../pages/history.ts";
import { paths } from "../pages/html.ts";
import { formatTime } from "../pages/views.ts";
import type { Publisher } from "../publish.ts";
import type { Workspace } from "../workspace.ts";
import { type FormFields, oneValue, textField } from "./form-fields.ts";
import { sendPage } from "./pages.ts";

const noScript = { script: false };

export async function historyRoutes(
  app: FastifyInstance,
  { publisher, workspace }: { publisher: Publisher; workspace: Workspace },
) {
  const save = { config: { access: "save" as const } };

  async function names() {
    return new Map(
      (await app.backOffice.accounts.list()).map((account) => [account.email, account.name]),
    );
  }

  async function historyOf(input: FormFields | undefined) {
    const entry = parseEntry(input?.entry);
    const live = await publisher.live();
    return entryHistory(workspace, entry, live?.commit || undefined);
  }

  function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    error: unknown,
    title: string,
    entry?: string,
  ) {
    if (!(error instanceof HistoryRefusal)) throw error;
    return sendPage(
      request,
      reply,
      title,
      historyRefusedBody(title, error.message, entry),
      error.status,
      noScript,
    );
  }

  app.get(paths.history, save, async (request, reply) => {
    const query = request.query as FormFields;
    let history: Awaited<ReturnType<typeof historyOf>>;
    try {
      history = await historyOf(query);
    } catch (error) {
      return refused(request, reply, error, "No such entry");
    }
    const restored = history.versions.find(
      (version) => version.commit === oneValue(query.restored),
    );
    const message = restored
      ? `Restored: ${history.name} is as it was on ${formatTime(restored.at)}, saved as a new change in your name. It goes live with the next publish.`
      : undefined;
    const body = historyBody({ ...history, names: await names(), message });
    return sendPage(request, reply, `History: ${history.name}`, body, 200, noScript);
  });

  /** The plan for what the form or query names; a page saying why not when there is none. */
  async function planFor(request: FastifyRequest, reply: FastifyReply, input: FormFields) {
    let entry: string | undefined;
    try {
      const history = await historyOf(input);
      entry = history.entry.id;
      return await restorePlan(workspace, history, textField(input, "version", 40));
    } catch (error) {
      await refused(request, reply, error, "Nothing was restored", entry);
      return undefined;
    }
  }

  app.get(paths.restore, save, async (request, reply) => {
    const plan = await planFor(request, reply, request.query as FormFields);
    if (!plan) return reply;
    const body = restoreBody(request.csrfToken, { ...plan, names: await names() });
    return sendPage(request, reply, "Restore an earlier version", body, 200, noScript);
  });

  app.post(paths.restore, save, async (request, reply) => {
    const input = (request.body ?? {}) as FormFields;
    const plan = await planFor(request, reply, input);
    if (!plan) return reply;
    const again = async (problem: string, status: number) => {
      const body = restoreBody(request.csrfToken, { ...plan, names: await names(), problem });
      return sendPage(request, reply, "Restore an earlier version", body, status, noScript);
    };
    if (oneValue(input.confirm) !== "yes") {
      return again("Nothing was restored: confirm below, having read what changes.", 400);
    }
    // Confirmed on a page that showed another latest save: what it listed is not what changes.
    const shown = textField(input, "shown", 40);
    const entry = plan.history.entry.id;
    if (shown && shown !== plan.history.versions[0]?.commit) {
      const message = `${plan.history.name} was saved again since that page was shown: nothing was restored. Look at its history again.`;
      return refused(
        request,
        reply,
        new HistoryRefusal(409, message),
        "Nothing was restored",
        entry,
      );
    }
    const accountNames = await names();
    const when = formatTime(plan.version.at);
    const who = savedBy(plan.version, accountNames);
    const what = describe(plan);
    try {
      const commit = await restoreVersion(
        workspace,
        plan,
        request.person!,
        `Restore: ${plan.history.name} as it was on ${when} (${plan.version.commit.slice(0, 10)})`,
      );
      await request.audit(
        "restored a version",
        `${plan.history.name}: the version of ${when} by ${who} (commit ${plan.version.commit.slice(0, 10)}); ${what}${commit ? ` (commit ${commit.slice(0, 10)})` : ""}`,
      );
    } catch (error) {
      if (!(error instanceof HistoryRefusal)) throw error;
      await request.audit("restore refused", `${plan.history.name}: ${error.message}`);
      return refused(request, reply, error, "Nothing was restored", entry);
    }
    const back = `${historyPath(plan.history.entry.id)}&restored=${plan.version.commit}`;
    return reply.redirect(back, 303);
  });
}

/** What the restore changes, as the audit log records it. */
function describe(plan: RestorePlan) {
  const text = plan.change?.text ?? `${plan.history.name}: its files changed`;
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
