// Routing from the outside: an enquiry posted from a page of the site (its Referer) reaches the
// addresses of the first rule that fits, as the SMTP server receives it; anything else, CONTACT_TO.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routingRule } from "../../tests/support/routing-rule.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  csrfHeaders,
  startTestApp,
  type TestApp,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import type { RoutingRule } from "../routing/rules.ts";

let smtp: SmtpSink;
let t: TestApp;

const rule = (overrides: Partial<RoutingRule>) =>
  routingRule({ recipients: ["desk@consulting.test"], ...overrides });

beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.stop());
beforeEach(async () => {
  smtp.clear();
  // Only the staff e-mail is routed: the visitor's acknowledgement has its own tests.
  t = await startTestApp({
    SMTP_URL: smtp.url,
    SITE_URL: "https://www.consulting.test",
    ACK_EMAILS: "off",
  });
  const saved = await t.app.enquiryStore.saveRoutingRules(
    [
      rule({
        name: "Dubai office",
        offices: ["dubai"],
        recipients: ["dubai@consulting.test", "gcc@consulting.test"],
        assignee: "kim@consulting.test",
      }),
      rule({ name: "Arabic site", pages: ["/ar/"], recipients: ["arabic@consulting.test"] }),
    ],
    { version: 0, actor: "admin@consulting.test", at: new Date() },
  );
  expect(saved.outcome).toBe("saved");
});
afterEach(() => t.close());

const send = (referer: string | undefined, language = "en", body = validEnquiry()) =>
  t.post(body, {
    // SITE_URL is https: the token is in the secure cookie.
    ...csrfHeaders(60_000, true),
    "content-language": language,
    ...(referer === undefined ? {} : { referer }),
  });

describe("routing an enquiry", () => {
  it("sent from /ar/contact?office=dubai reaches the Dubai rule's addresses, not CONTACT_TO", async () => {
    const response = await send("https://www.consulting.test/ar/contact?office=dubai", "ar");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Email has been sent" });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope.to).toEqual(["dubai@consulting.test", "gcc@consulting.test"]);
    expect(mail?.text).toContain("Sent from: /ar/contact?office=dubai\n");
    expect(mail?.text).toContain('Routed by: the rule "Dubai office"\n');
    const [stored] = await t.app.enquiryStore.list();
    expect(stored).toMatchObject({
      page: "/ar/contact?office=dubai",
      route: { rule: "Dubai office" },
      assignee: "kim@consulting.test",
    });
  });

  it("takes the first rule that fits, in order", async () => {
    expect((await send("https://www.consulting.test/ar/contact", "ar")).statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope.to).toEqual(["arabic@consulting.test"]);
  });

  it("reads the page from this site's Referer only: another site's, or none, goes to CONTACT_TO", async () => {
    await send("https://evil.example/contact?office=dubai");
    await send(undefined, "en", validEnquiry({ subject: "No page" }));
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.envelope.to)).toEqual([
      ["enquiries@consulting.test"],
      ["enquiries@consulting.test"],
    ]);
    const stored = await t.app.enquiryStore.list();
    expect(stored.map((enquiry) => enquiry.page)).toEqual([null, null]);
  });

  it("never takes an address from the request: a rule's recipients only", async () => {
    await send("https://www.consulting.test/contact?office=dubai&to=attacker@evil.example");
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope.to).toEqual(["dubai@consulting.test", "gcc@consulting.test"]);
  });
});
