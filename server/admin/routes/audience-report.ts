// The weekly audience report by e-mail: whoever may read the Audience page (permissions.ts
// readAudience) asks for it, or stops it, for their own address. The choice is kept in the
// enquiry store, which the public server that sends the report reads; each change is audited.
import type { FastifyInstance } from "fastify";
import { weeklyReportPath } from "../pages/audience-report.ts";
import { paths } from "../pages/html.ts";
import { type FormFields, oneValue } from "./form-fields.ts";

const readAudience = { config: { access: "readAudience" as const } };

export async function audienceReportRoutes(app: FastifyInstance) {
  app.post(weeklyReportPath, readAudience, async (request, reply) => {
    // A ticked box sends "on"; an unticked one sends nothing at all.
    const subscribed = oneValue(((request.body ?? {}) as FormFields).subscribed) === "on";
    const email = request.person!.email;
    await app.backOffice.enquiries.audience.setReportSubscription(email, subscribed, new Date());
    await request.audit(
      subscribed ? "weekly audience report subscribed" : "weekly audience report unsubscribed",
      email,
    );
    return reply.redirect(
      `${paths.audience}?done=${subscribed ? "subscribed" : "unsubscribed"}`,
      303,
    );
  });
}
