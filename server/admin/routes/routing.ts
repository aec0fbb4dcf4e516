// The Routing page (admins only, permissions.ts editRouting): the ordered rules that route each
// enquiry (server/routing/rules.ts), kept in the shared store, which the public server reads for
// every enquiry. Every change names the version it was made from; each is in the audit log.
import type { Config as KeystaticConfig } from "@keystatic/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { entryNames } from "../../../app/cms/entry-names.server.ts";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import { type RoutingRule, routingLimits, routingRuleSchema } from "../../routing/rules.ts";
import type { RoutingChange } from "../../store/enquiry-store.ts";
import { assignableAccounts } from "../assignable.ts";
import { paths } from "../pages/html.ts";
import {
  emptyRule,
  type RuleChoices,
  routingBody,
  routingConflictMessage,
  ruleFormBody,
} from "../pages/routing.ts";
import { notFoundBody } from "../pages/views.ts";
import type { Workspace } from "../workspace.ts";
import { allValues, type FormFields, oneValue } from "./form-fields.ts";
import { sendPage } from "./pages.ts";

const editRouting = { config: { access: "editRouting" as const } };

/** A text box's lines, trimmed, without blanks, at most as many as a rule may hold (and one more). */
const lines = (value: unknown) =>
  oneValue(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, routingLimits.items + 1);

/** The rule as the form sent it, before any check: what the form shows back when refused. */
function ruleFromForm(body: FormFields): RoutingRule {
  const assignee = oneValue(body.assignee).trim().toLowerCase();
  return {
    name: oneValue(body.name)
      .trim()
      .slice(0, routingLimits.nameLength + 1),
    languages: allValues(body.languages).filter((l) => l === "en" || l === "ar"),
    pages: lines(body.pages),
    offices: allValues(body.offices).slice(0, routingLimits.items + 1),
    services: allValues(body.services).slice(0, routingLimits.items + 1),
    words: lines(body.words),
    recipients: lines(body.recipients).map((address) => address.toLowerCase()),
    assignee: assignee || null,
  };
}

const fieldWords: Record<string, string> = {
  name: "Give the rule a name (at most 80 characters).",
  pages: "Each line must be a path starting with /, such as /offices/dubai.",
  words: "At most 50 words or phrases, each at most 200 characters.",
  recipients: "Give at least one e-mail address, one a line, each a full address.",
  offices: "Choose offices from the list.",
  services: "Choose services from the list.",
  assignee: "Choose someone from the list.",
};

/** Each refused field's reason, in words; none when the rule may be saved. */
function problemsOf(rule: RoutingRule, choices: RuleChoices): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = routingRuleSchema.safeParse(rule);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "name");
      problems[name] ??= fieldWords[name] ?? "This is not one of the choices.";
    }
  }
  const known = (list: { slug: string }[], slugs: string[]) =>
    slugs.every((slug) => list.some((choice) => choice.slug === slug));
  if (!known(choices.offices, rule.offices)) problems.offices ??= fieldWords.offices!;
  if (!known(choices.services, rule.services)) problems.services ??= fieldWords.services!;
  if (rule.assignee && !choices.assignable.some((person) => person.email === rule.assignee)) {
    problems.assignee ??= fieldWords.assignee!;
  }
  return problems;
}

export async function routingRoutes(app: FastifyInstance, { workspace }: { workspace: Workspace }) {
  const store = app.backOffice.enquiries;

  async function choices(): Promise<RuleChoices> {
    // biome-ignore lint/suspicious/noExplicitAny: the reader takes any content model.
    const config = contentConfig as KeystaticConfig<any, any>;
    return {
      offices: (await entryNames(config, workspace.dir, "offices")) ?? [],
      services: (await entryNames(config, workspace.dir, "services")) ?? [],
      assignable: await assignableAccounts(app),
    };
  }

  /** The rule's 1-based position from its address; undefined for anything else (then 404). */
  function positionOf(request: FastifyRequest, count: number) {
    const { position } = request.params as { position: string };
    if (!/^\d{1,3}$/.test(position)) return undefined;
    const value = Number(position);
    return value >= 1 && value <= count ? value : undefined;
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, "Not found", notFoundBody(), 404);

  async function showList(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { message?: string; problem?: string } = {},
    status = 200,
  ) {
    const table = await store.routingTable();
    const body = routingBody(request.csrfToken, { ...table, choices: await choices(), ...extra });
    return sendPage(request, reply, "Routing", body, status);
  }

  /** Saves, or answers the conflict: the list as it is now, 409. */
  async function saved(
    request: FastifyRequest,
    reply: FastifyReply,
    change: RoutingChange,
    audit: string,
    done: string,
  ) {
    if (change.outcome === "conflict") {
      return showList(request, reply, { problem: routingConflictMessage }, 409);
    }
    await request.audit("routing changed", audit);
    return reply.redirect(`${paths.routing}?done=${encodeURIComponent(done)}`, 303);
  }

  const version = (body: FormFields | undefined) => {
    const value = Number(oneValue(body?.version));
    return Number.isInteger(value) && value >= 0 ? value : undefined;
  };
  const by = (request: FastifyRequest, at: number) => ({
    version: at,
    actor: request.person!.email,
    at: new Date(),
  });
  const incomplete = "That form was incomplete: nothing was changed.";

  const doneWords: Record<string, string> = {
    added: "Rule added.",
    saved: "Rule saved.",
    moved: "Rule moved.",
    deleted: "Rule deleted.",
  };

  app.get(paths.routing, editRouting, async (request, reply) => {
    const done = oneValue((request.query as FormFields).done);
    return showList(request, reply, { message: doneWords[done] });
  });

  app.get(`${paths.routing}/new`, editRouting, async (request, reply) => {
    const { version } = await store.routingTable();
    const body = ruleFormBody(request.csrfToken, {
      rule: emptyRule,
      version,
      choices: await choices(),
    });
    return sendPage(request, reply, "Add a rule", body);
  });

  app.get(`${paths.routing}/:position`, editRouting, async (request, reply) => {
    const { rules, version } = await store.routingTable();
    const position = positionOf(request, rules.length);
    if (position === undefined) return notFound(request, reply);
    const rule = rules[position - 1]!;
    const body = ruleFormBody(request.csrfToken, {
      position,
      rule,
      version,
      choices: await choices(),
    });
    return sendPage(request, reply, `Rule ${position}`, body);
  });

  /** Adding (position undefined) or changing one rule; a refused one comes back with its reasons. */
  async function saveRule(request: FastifyRequest, reply: FastifyReply, position?: number) {
    const body = (request.body ?? {}) as FormFields;
    const at = version(body);
    const rule = ruleFromForm(body);
    const offered = await choices();
    const problems = problemsOf(rule, offered);
    if (at === undefined || Object.keys(problems).length > 0) {
      const form = ruleFormBody(request.csrfToken, {
        position,
        rule,
        version: at ?? 0,
        choices: offered,
        problems,
        problem: at === undefined ? incomplete : undefined,
      });
      return sendPage(request, reply, position ? `Rule ${position}` : "Add a rule", form, 400);
    }
    const clean = routingRuleSchema.parse(rule);
    const { rules } = await store.routingTable();
    if (position !== undefined && position > rules.length) return notFound(request, reply);
    if (position === undefined && rules.length >= routingLimits.rules) {
      return showList(request, reply, { problem: `At most ${routingLimits.rules} rules.` }, 400);
    }
    const next =
      position === undefined
        ? [...rules, clean]
        : rules.map((old, index) => (index === position - 1 ? clean : old));
    const change = await store.saveRoutingRules(next, by(request, at));
    return position === undefined
      ? saved(request, reply, change, `rule added: ${clean.name}`, "added")
      : saved(request, reply, change, `rule ${position} changed: ${clean.name}`, "saved");
  }

  app.post(`${paths.routing}/new`, editRouting, (request, reply) => saveRule(request, reply));

  app.post(`${paths.routing}/:position`, editRouting, async (request, reply) => {
    const position = positionOf(request, routingLimits.rules);
    if (position === undefined) return notFound(request, reply);
    return saveRule(request, reply, position);
  });

  app.post(`${paths.routing}/:position/move`, editRouting, async (request, reply) => {
    const body = (request.body ?? {}) as FormFields;
    const { rules } = await store.routingTable();
    const position = positionOf(request, rules.length);
    if (position === undefined) return notFound(request, reply);
    const at = version(body);
    const direction = oneValue(body.direction);
    const target = direction === "up" ? position - 1 : direction === "down" ? position + 1 : 0;
    if (at === undefined || target < 1 || target > rules.length) {
      return showList(request, reply, { problem: incomplete }, 400);
    }
    const next = [...rules];
    [next[position - 1], next[target - 1]] = [next[target - 1]!, next[position - 1]!];
    const change = await store.saveRoutingRules(next, by(request, at));
    const name = rules[position - 1]!.name;
    return saved(request, reply, change, `rule moved ${direction}: ${name} to ${target}`, "moved");
  });

  app.post(`${paths.routing}/:position/delete`, editRouting, async (request, reply) => {
    const body = (request.body ?? {}) as FormFields;
    const { rules } = await store.routingTable();
    const position = positionOf(request, rules.length);
    if (position === undefined) return notFound(request, reply);
    const at = version(body);
    if (at === undefined) return showList(request, reply, { problem: incomplete }, 400);
    const gone = rules[position - 1]!;
    const change = await store.saveRoutingRules(
      rules.filter((_, index) => index !== position - 1),
      by(request, at),
    );
    // The whole rule, so that it can be put back from the log.
    return saved(
      request,
      reply,
      change,
      `rule ${position} deleted: ${JSON.stringify(gone)}`,
      "deleted",
    );
  });
}
