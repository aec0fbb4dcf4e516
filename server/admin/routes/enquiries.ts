// The enquiry desk: the enquiries the public server stored, listed, searched and worked (status,
// assignment, notes) by the roles that may (permissions.ts, workEnquiries). Reading one is reading
// personal data: each opening is in the audit log, as is each change.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { enquiriesCsv } from "../../enquiry-csv.ts";
import { erasedAfter } from "../../plugins/retention.ts";
import {
  type EnquirySearch,
  type EnquiryStatus,
  isEnquiryStatus,
} from "../../store/enquiry-store.ts";
import { eraseEnquiries } from "../../store/erase-enquiries.ts";
import { assignableAccounts } from "../assignable.ts";
import {
  conflictMessage,
  type EnquiryFilters,
  type EnquiryView,
  enquiryBody,
  enquiryListBody,
  enquiryPageSize,
  enquiryPath,
  eraseBody,
  exportPath,
  noRule,
  noteMaxLength,
  replyMaxLength,
} from "../pages/enquiries.ts";
import { paths } from "../pages/html.ts";
import { notFoundBody } from "../pages/views.ts";
import { can } from "../permissions.ts";
import { type FormFields, textField } from "./form-fields.ts";
import { sendPage } from "./pages.ts";

const workEnquiries = { config: { access: "workEnquiries" as const } };

const day = /^\d{4}-\d{2}-\d{2}$/;
/** A day as a date box sends it (YYYY-MM-DD), kept only when it is a real day. */
function dayOf(query: FormFields, name: string) {
  const value = textField(query, name, 10);
  if (!day.test(value)) return "";
  // "2026-02-30" would be read as 2 March: keep only a day that reads back as itself.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

/** The list's filters, as the list and its export read them; anything not a choice is ignored. */
function listFilters(query: FormFields): EnquiryFilters {
  const status = textField(query, "status", 20);
  const language = textField(query, "language", 2);
  return {
    text: textField(query, "q", 200),
    status: isEnquiryStatus(status) ? status : "",
    assignee: textField(query, "assignee", 254).toLowerCase(),
    language: language === "en" || language === "ar" ? language : "",
    route: textField(query, "route", 100),
    from: dayOf(query, "from"),
    to: dayOf(query, "to"),
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** The filters as the store's search: days are whole UTC days, as the desk shows its times. */
function searchFor(filters: EnquiryFilters): EnquirySearch {
  return {
    text: filters.text || undefined,
    status: filters.status || undefined,
    assignee: filters.assignee === "nobody" ? null : filters.assignee || undefined,
    language: filters.language || undefined,
    route: filters.route === noRule ? null : filters.route || undefined,
    receivedFrom: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined,
    receivedBefore: filters.to
      ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + dayMs)
      : undefined,
  };
}

/** What the export's audit entry says it was filtered by. */
function describeFilters(filters: EnquiryFilters) {
  return [
    filters.text ? `search ${JSON.stringify(filters.text)}` : "",
    filters.status ? `status ${filters.status}` : "",
    filters.assignee ? `assigned to ${filters.assignee}` : "",
    filters.language ? `language ${filters.language}` : "",
    filters.route ? `route ${JSON.stringify(filters.route)}` : "",
    filters.from ? `from ${filters.from}` : "",
    filters.to ? `to ${filters.to}` : "",
  ].filter(Boolean);
}

/** The enquiry's number from its address; undefined for anything else (then 404). */
function enquiryId(request: FastifyRequest) {
  const { id } = request.params as { id: string };
  return /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}

/** The list's status line after an erasure (the count is in its address, never who it was). */
function erasedMessage(query: FormFields) {
  const count = Number(textField(query, "erased", 9));
  if (!Number.isInteger(count) || count < 0) return undefined;
  const done = count === 1 ? "Enquiry erased." : `${count} enquiries erased.`;
  return query.kept === undefined
    ? done
    : `${done} The SQLite log was in use: old copies may stay in it until the servers restart.`;
}

export async function enquiryRoutes(
  app: FastifyInstance,
  {
    dataDir,
    retentionDays,
    acknowledge = true,
  }: {
    dataDir: string;
    retentionDays: number;
    /** ACK_EMAILS: "Not spam" makes the visitor's acknowledgement too. */
    acknowledge?: boolean;
  },
) {
  const store = app.backOffice.enquiries;

  const assignable = () => assignableAccounts(app);

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    return sendPage(request, reply, "Not found", notFoundBody(), 404);
  }

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    extra: Partial<EnquiryView> = {},
    status = 200,
  ) {
    const enquiry = await store.get(id);
    if (!enquiry) return notFound(request, reply);
    const view: EnquiryView = {
      enquiry,
      erasedOn: erasedAfter(enquiry, retentionDays),
      history: await store.history(id),
      replies: await store.replies(id),
      webhooks: await store.webhooks.deliveries(id),
      canSendAgain: can(request.person!.role, "manageWebhooks"),
      assignable: await assignable(),
      ...extra,
    };
    return sendPage(request, reply, `Enquiry ${id}`, enquiryBody(request.csrfToken, view), status);
  }

  app.get(paths.enquiries, workEnquiries, async (request, reply) => {
    const query = request.query as FormFields;
    const requested = Number(textField(query, "page", 9));
    const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
    const filters = listFilters(query);
    // One more than a page: whether there is a next page to link to.
    const found = await store.search({
      ...searchFor(filters),
      limit: enquiryPageSize + 1,
      offset: (page - 1) * enquiryPageSize,
    });
    const view = {
      enquiries: found.slice(0, enquiryPageSize),
      more: found.length > enquiryPageSize,
      page,
      filters,
      assignable: await assignable(),
      routes: (await store.routingTable()).rules.map((rule) => rule.name),
      message: query.erased === undefined ? undefined : erasedMessage(query),
    };
    return sendPage(request, reply, "Enquiries", enquiryListBody(view));
  });

  // Every enquiry the list's filters find, not one page: the same CSV as `npm run enquiries --
  // export --csv` (enquiry-csv.ts), which with no filters gives the same bytes.
  app.get(exportPath, workEnquiries, async (request, reply) => {
    const filters = listFilters(request.query as FormFields);
    const found = await store.search(searchFor(filters));
    const filter = describeFilters(filters);
    await request.audit(
      "enquiries exported",
      `${found.length} enquir${found.length === 1 ? "y" : "ies"}; ${filter.join(", ") || "no filter"}`,
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="enquiries-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(enquiriesCsv(found));
  });

  app.get(`${paths.enquiries}/:id`, workEnquiries, async (request, reply) => {
    const id = enquiryId(request);
    if (id === undefined) return notFound(request, reply);
    const person = request.person!;
    const query = request.query as FormFields;
    // Back from one's own change (the redirect after it): still a reading, not a new opening.
    const after =
      query.saved !== undefined
        ? "Saved."
        : query.noted !== undefined
          ? "Note added."
          : query.released !== undefined
            ? "Marked not spam: its e-mail is queued."
            : query.replied !== undefined
              ? "Reply queued: it is e-mailed to the visitor within seconds."
              : query.resent !== undefined
                ? "Webhook delivery queued again, with the same webhook-id."
                : undefined;
    if (!after) {
      const found = await store.addHistory(id, {
        at: new Date(),
        actor: person.email,
        action: "opened",
        detail: "",
      });
      if (!found) return notFound(request, reply);
    }
    await request.audit("enquiry opened", `enquiry ${id}`);
    return show(request, reply, id, { message: after });
  });

  app.post(`${paths.enquiries}/:id`, workEnquiries, async (request, reply) => {
    const id = enquiryId(request);
    if (id === undefined) return notFound(request, reply);
    const body = request.body as FormFields | undefined;
    const status = textField(body, "status", 20);
    const assignee = textField(body, "assignee", 254).toLowerCase() || null;
    const version = Number(textField(body, "version", 15));
    const current = await store.get(id);
    if (!current) return notFound(request, reply);
    const allowed = (await assignable()).some((person) => person.email === assignee);
    if (
      !isEnquiryStatus(status) ||
      !Number.isInteger(version) ||
      (assignee !== null && !allowed && assignee !== current.assignee)
    ) {
      const problem = "That status or person is not one of the choices: nothing was saved.";
      return show(request, reply, id, { problem }, 400);
    }
    const result = await store.changeWork(
      id,
      { status: status as EnquiryStatus, assignee },
      { version, actor: request.person!.email, at: new Date() },
    );
    if (result.outcome === "missing") return notFound(request, reply);
    if (result.outcome === "conflict") {
      return show(request, reply, id, { problem: conflictMessage }, 409);
    }
    if (result.outcome === "saved") {
      if (current.status !== result.enquiry.status) {
        await request.audit(
          "enquiry status changed",
          `enquiry ${id}: ${current.status} → ${result.enquiry.status}`,
        );
      }
      if (current.assignee !== result.enquiry.assignee) {
        await request.audit(
          "enquiry assigned",
          `enquiry ${id}: to ${result.enquiry.assignee ?? "nobody"}`,
        );
      }
    }
    return reply.redirect(`${enquiryPath(id)}?saved`, 303);
  });

  app.post(`${paths.enquiries}/:id/notes`, workEnquiries, async (request, reply) => {
    const id = enquiryId(request);
    if (id === undefined) return notFound(request, reply);
    const raw = (request.body as FormFields | undefined)?.note;
    // PostgreSQL refuses NUL in a text; nothing a person types needs it.
    const note = typeof raw === "string" ? raw.replaceAll("\u0000", "").trim() : "";
    if (!note || note.length > noteMaxLength) {
      const problem = note
        ? `A note has at most ${noteMaxLength} characters: it was not added.`
        : "Write the note first: an empty note was not added.";
      return show(request, reply, id, { problem, note }, 400);
    }
    const added = await store.addHistory(id, {
      at: new Date(),
      actor: request.person!.email,
      action: "note",
      detail: note,
    });
    if (!added) return notFound(request, reply);
    // The note itself stays with the enquiry (and is erased with it); the log keeps only that one was added.
    await request.audit("enquiry note added", `enquiry ${id}`);
    return reply.redirect(`${enquiryPath(id)}?noted`, 303);
  });

  // A reply e-mailed to the visitor through the outbox (the public server's worker sends it): the
  // reply, its job and the history in one transaction, at the version the page showed.
  app.post(`${paths.enquiries}/:id/reply`, workEnquiries, async (request, reply) => {
    const id = enquiryId(request);
    if (id === undefined) return notFound(request, reply);
    const body = request.body as FormFields | undefined;
    const raw = body?.reply;
    // PostgreSQL refuses NUL in a text; nothing a person types needs it.
    const words = typeof raw === "string" ? raw.replaceAll("\u0000", "").trim() : "";
    const version = Number(textField(body, "version", 15));
    if (!words || words.length > replyMaxLength || !Number.isInteger(version)) {
      const problem = !Number.isInteger(version)
        ? "That form was incomplete: nothing was sent."
        : words
          ? `A reply has at most ${replyMaxLength} characters: it was not sent.`
          : "Write the reply first: an empty reply was not sent.";
      return show(request, reply, id, { problem, reply: words }, 400);
    }
    const current = await store.get(id);
    if (!current) return notFound(request, reply);
    if (current.status === "spam" && current.spamReason) {
      const problem = "This enquiry is held as spam: mark it not spam before replying.";
      return show(request, reply, id, { problem, reply: words }, 409);
    }
    const person = request.person!;
    const result = await store.addReply(
      id,
      { body: words, actorName: person.name },
      { version, actor: person.email, at: new Date() },
    );
    if (result.outcome === "missing") return notFound(request, reply);
    if (result.outcome === "conflict") {
      return show(request, reply, id, { problem: conflictMessage, reply: words }, 409);
    }
    // The reply's words stay with the enquiry (and are erased with it); the log keeps that one went.
    await request.audit("enquiry replied", `enquiry ${id}`);
    return reply.redirect(`${enquiryPath(id)}?replied`, 303);
  });

  // "Not spam": held spam released as `npm run enquiries -- retry` releases it (its e-mail job
  // made, sent by the outbox), marked new, in its history (the store's releaseSpam). The visitor's
  // acknowledgement, held with it, is made then too (ACK_EMAILS, one per address per 24 hours).
  app.post(`${paths.enquiries}/:id/not-spam`, workEnquiries, async (request, reply) => {
    const id = enquiryId(request);
    if (id === undefined) return notFound(request, reply);
    const version = Number(textField(request.body as FormFields | undefined, "version", 15));
    if (!Number.isInteger(version)) {
      const problem = "That form was incomplete: nothing was changed.";
      return show(request, reply, id, { problem }, 400);
    }
    const result = await store.releaseSpam(id, {
      version,
      actor: request.person!.email,
      at: new Date(),
      acknowledge,
    });
    if (result.outcome === "missing") return notFound(request, reply);
    if (result.outcome === "conflict") {
      return show(request, reply, id, { problem: conflictMessage }, 409);
    }
    if (result.outcome === "unchanged") {
      const problem = "This enquiry is not held as spam: nothing was changed.";
      return show(request, reply, id, { problem }, 409);
    }
    await request.audit("enquiry released from spam", `enquiry ${id}`);
    return reply.redirect(`${enquiryPath(id)}?released`, 303);
  });

  // "Send again" (admins): the delivery back to pending from scratch, its webhook-id kept so that
  // the receiver can tell it from a new event.
  app.post(
    `${paths.enquiries}/:id/webhooks/:job/send-again`,
    { config: { access: "manageWebhooks" as const } },
    async (request, reply) => {
      const id = enquiryId(request);
      const { job } = request.params as { job: string };
      if (id === undefined || !/^\d{1,15}$/.test(job)) return notFound(request, reply);
      if (!(await store.webhooks.resend(id, Number(job), new Date()))) {
        const problem =
          "That delivery cannot be sent again: its endpoint is disabled or deleted, or it is not this enquiry's.";
        return show(request, reply, id, { problem }, 409);
      }
      await request.audit("webhook sent again", `enquiry ${id}: delivery ${job}`);
      return reply.redirect(`${enquiryPath(id)}?resent`, 303);
    },
  );

  // Erasing is what `npm run enquiries -- delete` does (erase-enquiries.ts): rows, outbox job,
  // history, .eml copies and SQLite's free pages. Without confirm=yes the post only asks first.
  app.post(`${paths.enquiries}/:id/erase`, workEnquiries, async (request, reply) => {
    const id = enquiryId(request);
    if (id === undefined) return notFound(request, reply);
    const body = request.body as FormFields | undefined;
    const enquiry = await store.get(id);
    if (!enquiry) return notFound(request, reply);
    if (textField(body, "confirm", 3) !== "yes") {
      const address = enquiry.email.trim().toLowerCase();
      const fromAddress = (await store.search({ text: address })).filter(
        (other) => other.email.trim().toLowerCase() === address,
      ).length;
      return sendPage(
        request,
        reply,
        "Erase this enquiry?",
        eraseBody(request.csrfToken, { enquiry, fromAddress: Math.max(fromAddress, 1) }),
      );
    }
    const byAddress = textField(body, "scope", 10) === "email";
    // The address is the stored enquiry's, never one sent with the form.
    const erasure = await eraseEnquiries(store, dataDir, (s) =>
      byAddress ? s.deleteByEmail(enquiry.email) : s.delete(id),
    );
    const count = erasure.erased.length;
    if (count === 0) return notFound(request, reply);
    // The log says how many and which one led to it; who they were goes with them.
    await request.audit(
      "enquiries erased",
      byAddress
        ? `${count} enquir${count === 1 ? "y" : "ies"} from the address of enquiry ${id}`
        : `enquiry ${id}`,
    );
    const kept = erasure.scrubbed ? "" : "&kept";
    return reply.redirect(`${paths.enquiries}?erased=${count}${kept}`, 303);
  });
}
