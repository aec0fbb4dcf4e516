// A reply written on the enquiry desk, as the visitor's mail server receives it: sent by the public
// server's outbox worker from the shared store, in the enquiry's language, the visitor's words quoted.
import { readdir } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { enquiryLanguageHeader } from "../../common/enquiry.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  csrfHeaders,
  outboxDrained,
  startTestApp,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import { eraseEnquiries } from "../store/erase-enquiries.ts";
import { emlFolder } from "./mailer.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function enquiryFrom(t: Awaited<ReturnType<typeof startTestApp>>, language: "en" | "ar") {
  const response = await t.post(
    validEnquiry({
      name: "Layla Haddad",
      email: "layla@example.org",
      subject: "Training <offer>",
      message: "First line\nSecond line with <b>tags</b>",
    }),
    { ...csrfHeaders(), [enquiryLanguageHeader]: language },
  );
  expect(response.statusCode).toBe(200);
  const [enquiry] = await t.app.enquiryStore.list();
  return enquiry!;
}

describe("a reply from the enquiry desk", () => {
  it("reaches the visitor from the site's address, answers going to the writer, their words quoted", async () => {
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.stop());
    const t = await startTestApp({ SMTP_URL: smtp.url, ACK_EMAILS: "off" });
    cleanups.push(() => t.close());
    const enquiry = await enquiryFrom(t, "ar");
    await smtp.waitFor(1);
    const saved = await t.app.enquiryStore.addReply(
      enquiry.id,
      { body: "شكرًا لكم.\nهل يناسبكم الاثنين؟", actorName: "Sam <Lee>" },
      { version: enquiry.version, actor: "sam@consulting.test", at: new Date() },
    );
    expect(saved.outcome).toBe("saved");
    t.app.outboxWorker.kick();
    const [, reply] = await smtp.waitFor(2);
    expect(reply?.envelope).toEqual({ from: "website@consulting.test", to: ["layla@example.org"] });
    expect(reply?.header("reply-to")).toBe("Sam Lee <sam@consulting.test>");
    expect(reply?.header("from")).toMatch(
      /^"?Sam Lee, مجموعة ريدفاين للاستشارات"? <website@consulting\.test>$/,
    );
    expect(reply?.header("subject")).toBe("Re: Training <offer>");
    expect(reply?.text).toContain("شكرًا لكم.\nهل يناسبكم الاثنين؟\n");
    expect(reply?.text).toContain(
      "كتب Layla Haddad:\n> First line\n> Second line with <b>tags</b>",
    );
    expect(reply?.html).toContain('<html dir="rtl" lang="ar">');
    expect(reply?.html).toContain("Second line with &lt;b&gt;tags&lt;/b&gt;");
    expect(reply?.html).not.toContain("<b>tags</b>");
    await outboxDrained(t);
    const [stored] = await t.app.enquiryStore.replies(enquiry.id);
    expect(stored?.mail?.status).toBe("sent");
  });

  it("is written as an .eml copy without SMTP, and erased with its enquiry", async () => {
    const t = await startTestApp({ ACK_EMAILS: "off" });
    cleanups.push(() => t.close());
    const enquiry = await enquiryFrom(t, "en");
    await t.app.enquiryStore.addReply(
      enquiry.id,
      { body: "Happy to help.", actorName: "Sam Lee" },
      { version: enquiry.version, actor: "sam@consulting.test", at: new Date() },
    );
    t.app.outboxWorker.kick();
    await outboxDrained(t);
    const files = await readdir(emlFolder(t.config.DATA_DIR));
    expect(files.filter((file) => file.includes(`${enquiry.publicId}-reply-`))).toHaveLength(1);
    await eraseEnquiries(t.app.enquiryStore, t.config.DATA_DIR, (s) => s.delete(enquiry.id));
    expect(await readdir(emlFolder(t.config.DATA_DIR))).toEqual([]);
  });
});
