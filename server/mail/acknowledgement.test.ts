// What a visitor who sends an enquiry receives, as an SMTP server receives it.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acknowledgementFile } from "../../common/acknowledgement.ts";
import { enquiryLanguageHeader } from "../../common/enquiry.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  csrfHeaders,
  outboxDrained,
  startTestApp,
  validEnquiry,
} from "../../tests/support/test-app.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(env: Record<string, string> = {}) {
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.stop());
  const t = await startTestApp({ SMTP_URL: smtp.url, ...env });
  cleanups.push(() => t.close());
  return { smtp, t };
}

// Strings nobody else writes, so finding none of them in the acknowledgement means something.
const typed = {
  name: "Zubaida Qorvantis",
  subject: "Plover-Umbrella 7731 offer",
  message: "Click http://phish.example/qx9 to claim the Xylophage prize 5518.",
};

const toVisitor = (address: string) => (mail: { envelope: { to: string[] } }) =>
  mail.envelope.to.includes(address);

describe("the visitor's acknowledgement", () => {
  it("answers an Arabic enquiry in Arabic, right to left, with its reference and none of the visitor's words", async () => {
    const { smtp, t } = await setUp();
    const response = await t.post(validEnquiry({ ...typed, email: "zubaida@example.org" }), {
      ...csrfHeaders(),
      [enquiryLanguageHeader]: "ar",
    });
    expect(response.statusCode).toBe(200);
    await smtp.waitFor(2);
    await outboxDrained(t);
    const [enquiry] = await t.app.enquiryStore.list();

    const received = smtp.messages.filter(toVisitor("zubaida@example.org"));
    expect(received).toHaveLength(1);
    const ack = received[0]!;
    expect(ack.envelope.to).toEqual(["zubaida@example.org"]);
    expect(ack.envelope.from).toBe("website@consulting.test");
    expect(ack.header("from")).toMatch(/<website@consulting\.test>$/);
    expect(ack.header("to")).toBe("zubaida@example.org");
    expect(ack.header("auto-submitted")).toBe("auto-replied");
    expect(ack.header("subject")).toContain("تلقّينا استفساركم");
    expect(ack.header("subject")).toContain(enquiry!.publicId);
    expect(ack.text).toContain(`الرقم المرجعي لاستفساركم هو ${enquiry!.publicId}`);
    expect(ack.text).toContain("سنردّ عليكم خلال يومي عمل.");
    expect(ack.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(ack.html).toContain(enquiry!.publicId);
    for (const words of [...Object.values(typed), "Zubaida", "Xylophage", "phish.example"]) {
      for (const part of [ack.raw, ack.text, ack.html, ack.header("subject") ?? ""]) {
        expect(part).not.toContain(words);
      }
    }
    // The staff e-mail still carries what the visitor wrote, to the staff address.
    const [staff] = smtp.messages.filter(toVisitor("enquiries@consulting.test"));
    expect(staff?.text).toContain(typed.message);
    expect(enquiry?.acknowledgement?.status).toBe("sent");
  });

  it("answers an English enquiry in English, left to right", async () => {
    const { smtp, t } = await setUp();
    expect((await t.post(validEnquiry({ email: "ravi@example.org" }))).statusCode).toBe(200);
    await smtp.waitFor(2);
    const [ack] = smtp.messages.filter(toVisitor("ravi@example.org"));
    const [enquiry] = await t.app.enquiryStore.list();
    expect(ack?.header("auto-submitted")).toBe("auto-replied");
    expect(ack?.text).toContain("Thank you for contacting Redefine Consulting Group.");
    expect(ack?.text).toContain(`Your reference is ${enquiry!.publicId}.`);
    expect(ack?.text).toContain("We reply within two working days.");
    expect(ack?.html).toMatch(/<html dir="ltr" lang="en">/);
  });

  it("acknowledges an address once in 24 hours, whatever its case", async () => {
    const { smtp, t } = await setUp();
    for (const email of ["mira@example.org", "Mira@Example.ORG"]) {
      expect((await t.post(validEnquiry({ email }))).statusCode).toBe(200);
    }
    await smtp.waitFor(3);
    await outboxDrained(t);
    expect(smtp.messages.filter(toVisitor("enquiries@consulting.test"))).toHaveLength(2);
    expect(smtp.messages.filter((mail) => mail.header("auto-submitted"))).toHaveLength(1);
  });

  it("is not sent for suspected spam", async () => {
    const { smtp, t } = await setUp();
    // Sent a second after the page loaded: held as spam.
    const response = await t.post(validEnquiry({ email: "fast@example.org" }), csrfHeaders(1_000));
    expect(response.statusCode).toBe(200);
    expect((await t.post(validEnquiry({ email: "slow@example.org" }))).statusCode).toBe(200);
    await smtp.waitFor(2);
    await outboxDrained(t);
    const [spam] = (await t.app.enquiryStore.list()).filter((e) => e.email === "fast@example.org");
    expect(spam?.spamReason).not.toBeNull();
    expect(smtp.messages.filter(toVisitor("fast@example.org"))).toEqual([]);
    expect(smtp.messages.filter(toVisitor("slow@example.org"))).toHaveLength(1);
  });

  it("is not sent with ACK_EMAILS=off", async () => {
    const { smtp, t } = await setUp({ ACK_EMAILS: "off" });
    expect((await t.post(validEnquiry({ email: "quiet@example.org" }))).statusCode).toBe(200);
    await smtp.waitFor(1);
    await outboxDrained(t);
    expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([["enquiries@consulting.test"]]);
    expect((await t.app.enquiryStore.list())[0]?.acknowledgement).toBeNull();
  });

  it("says the live release's words, edited as content: a publish changes the next one, no restart", async () => {
    const { smtp, t } = await setUp();
    const words = (subject: string, paragraph: string) => {
      const language = {
        senderName: "Redefine Group",
        subject,
        greeting: "Dear visitor,",
        paragraphs: [paragraph],
        closing: ["Regards,", "Redefine Group"],
        footnote: "Automatic.",
      };
      return JSON.stringify({ en: language, ar: language });
    };
    const release = join(t.config.STATIC_DIR, acknowledgementFile);
    const sendFrom = async (email: string) => {
      const sent = smtp.messages.length;
      expect((await t.post(validEnquiry({ ...typed, email }))).statusCode).toBe(200);
      await smtp.waitFor(sent + 2);
      await outboxDrained(t);
      return smtp.messages.filter(toVisitor(email))[0]!;
    };

    await writeFile(release, words("First words {reference}", "Kept as {reference}."));
    const first = await sendFrom("first@example.org");
    const [stored] = await t.app.enquiryStore.list();
    expect(first.header("subject")).toBe(`First words ${stored!.publicId}`);
    expect(first.text).toContain(`Kept as ${stored!.publicId}.`);
    expect(first.header("from")).toMatch(/^"?Redefine Group"? </);

    await writeFile(release, words("Second words {reference}", "Published since."));
    const second = await sendFrom("second@example.org");
    expect(second.header("subject")).toMatch(/^Second words /);
    expect(second.text).toContain("Published since.");
  });
});
