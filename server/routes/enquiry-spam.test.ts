import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  csrfHeaders,
  startTestApp,
  type TestApp,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import { countLinks, spamRules } from "./enquiry-spam.ts";

let t: TestApp;
beforeEach(async () => {
  // Counts staff e-mails; the visitor's acknowledgement is mail/acknowledgement.test.ts's.
  t = await startTestApp({ ACK_EMAILS: "off" });
});
afterEach(() => t.close());

async function emlFiles() {
  await t.app.outboxWorker.drain();
  return readdir(join(t.config.DATA_DIR, "outbox")).catch(() => []);
}

async function send(overrides: Record<string, unknown>, loadedAgoMs = 60_000) {
  const response = await t.post(validEnquiry(overrides), csrfHeaders(loadedAgoMs));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: "Email has been sent" });
}

describe("suspected spam", () => {
  it("a POST a moment after the page loaded is kept, flagged and not e-mailed", async () => {
    await send({}, 0);
    const [row] = await t.app.enquiryStore.list();
    expect(row?.spamReason).toMatch(/^sent \d\.\d s after the page was loaded$/);
    expect(row?.mail).toBeNull();
    expect(await emlFiles()).toEqual([]);
  });

  it("ENQUIRY_MIN_FILL_MS sets how soon is too soon", async () => {
    await t.close();
    t = await startTestApp({ ENQUIRY_MIN_FILL_MS: "10000" });
    await send({ message: "Nine seconds after the page loaded." }, 9_000);
    await send({ message: "Eleven seconds after the page loaded." }, 11_000);
    const [eleven, nine] = await t.app.enquiryStore.list();
    expect(nine?.spamReason).toMatch(/^sent 9\.\d s after the page was loaded$/);
    expect(eleven?.spamReason).toBeNull();
  });

  it("more links than a person pastes", async () => {
    const links = Array.from({ length: 6 }, (_, i) => `https://shop${i}.example/deal`).join(" ");
    await send({ message: `Cheap! ${links}` });
    expect((await t.app.enquiryStore.list())[0]?.spamReason).toBe("6 links");
  });

  it("a link in the name", async () => {
    await send({ name: "Best SEO www.seo-deals.example" });
    expect((await t.app.enquiryStore.list())[0]?.spamReason).toBe("a link in the name");
  });

  it("the same text again within 10 minutes: the first is e-mailed, the copy is not", async () => {
    const enquiry = { message: "Please call me back about training." };
    await send(enquiry);
    await send({ ...enquiry, message: "  please CALL me back about   training. " });
    const [copy, first] = await t.app.enquiryStore.list();
    expect(first?.spamReason).toBeNull();
    expect(copy?.spamReason).toBe("the same text again within 10 minutes");
    expect(await emlFiles()).toHaveLength(1);
  });
});

describe("people are never flagged", () => {
  it("a quick visitor, a few links and two different enquiries all go out", async () => {
    await send(
      { message: "See https://a.example and https://b.example for our specs." },
      spamRules.minFillMs + 50,
    );
    await send(
      { message: "A second, different question.", subject: "Another topic" },
      spamRules.minFillMs + 50,
    );
    const rows = await t.app.enquiryStore.list();
    expect(rows.map((row) => row.spamReason)).toEqual([null, null]);
    expect(await emlFiles()).toHaveLength(2);
  });

  it("counts links, not mentions of the web", () => {
    expect(countLinks("our website and www page")).toBe(0);
    expect(countLinks("http://a.example https://b.example www.c.example")).toBe(3);
  });
});
