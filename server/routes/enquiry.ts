// The path keeps the word its callers know. The enquiry and its e-mail job are committed before the
// 2xx; the e-mail is sent by the outbox worker, never in the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type Enquiry,
  enquiryEndpoint,
  enquiryFields,
  enquiryLanguage,
  enquiryLanguageHeader,
  enquirySchema,
  fieldErrors,
} from "../../common/enquiry.ts";
import { enquiryPage, routeEnquiry } from "../routing/rules.ts";
import { contentHash, spamReason, spamRules } from "./enquiry-spam.ts";

export const enquiryAccepted = { message: "Email has been sent" } as const;

const enquiryKeys: readonly string[] = [...enquiryFields, "timestamp"];

/** The body's keys an enquiry does not have (none for a body that is not an object: the schema says). */
function unknownKeys(body: unknown): string[] {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !enquiryKeys.includes(key));
}

const json = /^application\/json\s*(;|$)/i;

async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  if (!json.test(request.headers["content-type"] ?? "")) {
    return reply.code(415).send({ message: "Send the enquiry as application/json." });
  }
}

export async function enquiryRoutes(
  app: FastifyInstance,
  {
    minFillMs = spamRules.minFillMs,
    acknowledge = true,
    siteHost,
  }: {
    minFillMs?: number;
    /** ACK_EMAILS: the visitor's acknowledgement job is committed with each accepted enquiry. */
    acknowledge?: boolean;
    /** SITE_URL's host: a Referer from it (or from the request's own host) names the page. */
    siteHost?: string;
  } = {},
) {
  app.post(
    enquiryEndpoint,
    { onRequest: [app.enquiryLimit.check, requireJson] },
    async (request, reply) => {
      // Exactly the six keys: anything more (the language, the proof of work, the page) travels in a
      // header, and a key the form never sends is a client to correct, not something to drop.
      const unknown = unknownKeys(request.body);
      if (unknown.length > 0) {
        return reply.code(400).send({
          message: `Unknown fields: ${unknown.join(", ")}. An enquiry has exactly ${enquiryKeys.join(", ")}.`,
          fields: Object.fromEntries(unknown.map((key) => [key, "unknown"])),
        });
      }
      const parsed = enquirySchema.safeParse(request.body);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        return reply
          .code(400)
          .send({ message: `Invalid fields: ${Object.keys(fields).join(", ")}.`, fields });
      }
      const header = request.headers[enquiryLanguageHeader.toLowerCase()];
      const language = enquiryLanguage(Array.isArray(header) ? header.join(",") : header);
      if (language === undefined) {
        return reply.code(400).send({
          message: `Invalid header ${enquiryLanguageHeader}: use "en" or "ar".`,
          headers: { [enquiryLanguageHeader]: "language" },
        });
      }
      if (!(await app.enquiryLimit.count(request, reply))) return reply;
      const enquiry: Enquiry = { ...parsed.data, language };
      const now = new Date();
      const hash = contentHash(enquiry);
      const store = app.enquiryStore;
      // A valid solution is used up by the enquiry stored with it, in the same transaction.
      const proof = await app.proofOfWork.check(request);
      const spam =
        (proof && "spamReason" in proof ? proof.spamReason : null) ??
        (await spamReason({
          enquiry,
          hash,
          now,
          tokenIssuedAt: request.csrfIssuedAt,
          minFillMs,
          store,
        }));
      // The page travels as the browser's Referer, never in the body (its six keys are fixed).
      const page = enquiryPage(
        request.headers.referer,
        [request.host, siteHost].filter((host) => host !== undefined),
      );
      const route = routeEnquiry((await store.routingTable()).rules, {
        language,
        page,
        subject: enquiry.subject,
        message: enquiry.message,
      });
      const source = await app.audience.sourceOf(request);
      const stored = await store.add({
        enquiry,
        receivedAt: now,
        spamReason: spam,
        contentHash: hash,
        acknowledge,
        page: page?.address ?? null,
        route,
        usesUp: proof && "usesUp" in proof ? proof.usesUp : undefined,
        source,
      });
      request.log.info(
        {
          enquiry: stored.id,
          spam: stored.spamReason ?? undefined,
          route: route.rule ?? undefined,
        },
        "enquiry stored",
      );
      if (stored.spamReason === null) {
        app.audience.converted(request);
        app.outboxWorker.kick();
        app.webhookWorker.kick();
      }
      return reply.code(200).send(enquiryAccepted);
    },
  );
}
