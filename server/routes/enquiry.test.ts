import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { csrfNames, enquiryEndpoint } from "../../common/enquiry.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  csrfHeaders,
  outboxDrained,
  startTestApp,
  type TestApp,
  tokens,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import { createCsrfTokens } from "../plugins/csrf.ts";

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.stop());

beforeEach(async () => {
  smtp.clear();
  // The staff e-mail alone; the visitor's acknowledgement is mail/acknowledgement.test.ts's.
  t = await startTestApp({ SMTP_URL: smtp.url, ACK_EMAILS: "off" });
});
afterEach(() => t.close());

const stored = () => t.app.enquiryStore.list();

describe("a valid enquiry", () => {
  it("from an Arabic page is stored with its language, which the staff e-mail names", async () => {
    const response = await t.post(validEnquiry({ message: "نود تدريب المشرفين." }), {
      ...csrfHeaders(),
      "content-language": "ar",
    });
    expect(response.statusCode).toBe(200);
    const [row] = await stored();
    expect(row?.language).toBe("ar");
    const [mail] = await smtp.waitFor(1);
    expect(mail?.header("subject")).toBe("Website enquiry (Arabic): Factory training programme");
    expect(mail?.text).toContain("Language: Arabic (sent from the Arabic site)");
    expect(mail?.text).toContain("نود تدريب المشرفين.");
  });

  it("is stored, answered with the documented message, and e-mailed once", async () => {
    const enquiry = validEnquiry();
    const response = await t.post(enquiry);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Email has been sent" });

    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: enquiry.subject,
      message: enquiry.message,
      clientTimestamp: enquiry.timestamp,
      language: "en",
      spamReason: null,
    });

    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope).toEqual({
      from: "website@consulting.test",
      to: ["enquiries@consulting.test"],
    });
    expect(mail?.header("from")).toBe("Website contact form <website@consulting.test>");
    expect(mail?.header("reply-to")).toBe("Asha Verma <asha@example.org>");
    expect(mail?.header("subject")).toBe("Website enquiry: Factory training programme");
    expect(mail?.header("message-id")).toBe(`<enquiry-${row?.publicId}@consulting.test>`);
    expect(mail?.text).toContain(enquiry.message);
    expect(mail?.text).toContain("Phone: +91 98100 00000");
    expect(mail?.html).toContain(enquiry.message);

    await outboxDrained(t);
    expect((await t.app.enquiryStore.get(row!.id))?.mail?.status).toBe("sent");
    expect(smtp.messages).toHaveLength(1);
  });

  it("keeps a message of a few thousand characters and trims the fields", async () => {
    const message = "Lorem ipsum dolor sit amet. ".repeat(300).trim();
    const response = await t.post(validEnquiry({ name: "  Asha  ", message }));
    expect(response.statusCode).toBe(200);
    const [row] = await stored();
    expect(row?.name).toBe("Asha");
    expect(row?.message).toBe(message);
  });

  it("arrives inert when it carries header injections and script", async () => {
    const response = await t.post(
      validEnquiry({
        name: "Mallory\r\nBcc: victim@example.net\r\nX-Injected: yes",
        subject: "Hello\nBcc: victim@example.net\r\nContent-Type: text/html",
        message: '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"',
      }),
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelope.to).toEqual(["enquiries@consulting.test"]);
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.headers.has("x-injected")).toBe(false);
    expect(mail?.headers.get("content-type")).toHaveLength(1);
    expect(mail?.header("subject")).toBe(
      "Website enquiry: Hello Bcc: victim@example.net Content-Type: text/html",
    );
    expect(mail?.header("reply-to")).toBe(
      '"Mallory Bcc: victim example.net X-Injected: yes" <asha@example.org>',
    );
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;",
    );
    // The plain-text part is text: it carries the words as typed.
    expect(mail?.text).toContain('<script>alert("x")</script>');
  });
});

describe("visitor text that is itself MIME encoded words", () => {
  const displayName = (header: string | undefined) =>
    /^"?(.*?)"?\s*<[^<>]*>$/.exec(header ?? "")?.[1]?.replace(/\\(.)/g, "$1");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not reach the staff
  const controls = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it.each([
    ["a B-encoded CR LF in the name", { name: "=?UTF-8?B?QW5uDQpYOiB5?=" }, "Ann X: y", undefined],
    [
      "a B-encoded CR LF and Bcc in the subject",
      { subject: "=?UTF-8?B?QQ0KQmNjOiBiQGMuZA==?=" },
      undefined,
      "A Bcc: b@c.d",
    ],
    [
      "Q-encoded ESC and a right-to-left override",
      {
        name: "=?utf-8?q?Eve=1B[2J=E2=80=AEyenom_eriw?=",
        subject: "=?ISO-8859-1?Q?Caf=E9=0D=0AX:_1?=",
      },
      "Eve [2J yenom eriw",
      "Café X: 1",
    ],
    [
      "an encoded word inside an encoded word",
      { subject: "=?UTF-8?B?PT9VVEYtOD9CP1FRMEtRbU5qT2lCaVFHTXVaQT09Pz0=?=" },
      undefined,
      "A Bcc: b@c.d",
    ],
  ])("%s: a mail client shows clean text", async (_case, fields, name, subject) => {
    const response = await t.post(validEnquiry(fields));
    expect(response.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    const shownName = displayName(mail?.header("reply-to"));
    const shownSubject = mail?.header("subject");
    expect(shownName).not.toMatch(controls);
    expect(shownSubject).not.toMatch(controls);
    if (name) expect(shownName).toBe(name);
    if (subject) expect(shownSubject).toBe(`Website enquiry: ${subject}`);
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.headers.has("x")).toBe(false);
  });

  it("never shows an address-looking name in Reply-To", async () => {
    await t.post(validEnquiry({ name: "CEO <ceo@company.example>" }));
    const [mail] = await smtp.waitFor(1);
    const shown = displayName(mail?.header("reply-to"));
    expect(shown).toBe("CEO ceo company.example");
    expect(mail?.header("reply-to")).toMatch(/<asha@example\.org>$/);
    // The message itself still says what the visitor typed.
    expect(mail?.text).toContain("Name: CEO <ceo@company.example>");
  });
});

describe("refused requests store nothing", () => {
  const invalid: [string, Record<string, unknown>, string[]][] = [
    [
      "every field empty",
      { name: "", email: "", phone: "", subject: "", message: "" },
      ["name", "email", "phone", "subject", "message"],
    ],
    ["blank name", { name: "   " }, ["name"]],
    ["e-mail without @", { email: "asha.example.org" }, ["email"]],
    [
      "e-mail with 65 characters before the @",
      { email: `${"a".repeat(65)}@example.org` },
      ["email"],
    ],
    ["e-mail over 254 characters", { email: `a@${"b".repeat(250)}.org` }, ["email"]],
    ["message over the limit", { message: "x".repeat(10_001) }, ["message"]],
    ["a NUL character", { subject: "a\u0000b" }, ["subject"]],
    ["missing timestamp", { timestamp: undefined }, ["timestamp"]],
    ["timestamp that is not ISO 8601", { timestamp: "yesterday" }, ["timestamp"]],
    ["a number for a name", { name: 42 }, ["name"]],
  ];

  it.each(invalid)("400 naming the fields: %s", async (_case, overrides, fields) => {
    const response = await t.post(validEnquiry(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(body.message).toContain(field);
    expect(await stored()).toEqual([]);
  });

  it.each(["fr", "en-GB", "en, ar", "", "ar;q=1"])(
    "400 naming the header for a Content-Language of %j",
    async (language) => {
      const response = await t.post(validEnquiry(), {
        ...csrfHeaders(),
        "content-language": language,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid header Content-Language: use "en" or "ar".',
        headers: { "Content-Language": "language" },
      });
      expect(await stored()).toEqual([]);
    },
  );

  it("refuses a seventh key (the language says itself in a header), naming it, and stores nothing", async () => {
    const response = await t.post(validEnquiry({ language: "ar" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        "Unknown fields: language. An enquiry has exactly name, email, phone, subject, message, timestamp.",
      fields: { language: "unknown" },
    });
    expect(await stored()).toEqual([]);
  });

  it("400 for a body that is not JSON or not an object", async () => {
    for (const payload of ["{not json", "[1,2]", '"text"', "null"]) {
      const response = await t.post(payload);
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await stored()).toEqual([]);
  });

  it("403 without a token, with a wrong one, or with a forged signature", async () => {
    const good = tokens.issue(Date.now() - 60_000);
    const other = tokens.issue(Date.now() - 60_000);
    const [random, issued] = good.split(".");
    const forged = `${random}.${issued}.${"A".repeat(43)}`;
    const alien = createCsrfTokens("another-secret-0123456789abcdef0123456789").issue(0);
    const cases: Record<string, Record<string, string>> = {
      "no cookie, no header": {},
      "cookie only": { cookie: `${csrfNames.cookie}=${good}` },
      "header only": { [csrfNames.header]: good },
      "header differs from cookie": {
        cookie: `${csrfNames.cookie}=${good}`,
        [csrfNames.header]: other,
      },
      "forged signature in both": {
        cookie: `${csrfNames.cookie}=${forged}`,
        [csrfNames.header]: forged,
      },
      "token signed with another secret": {
        cookie: `${csrfNames.cookie}=${alien}`,
        [csrfNames.header]: alien,
      },
    };
    for (const [name, headers] of Object.entries(cases)) {
      const response = await t.post(validEnquiry(), headers);
      expect(response.statusCode, name).toBe(403);
    }
    expect(await stored()).toEqual([]);
  });

  it("403 for cross-site requests from origins not allowed, even with a valid token", async () => {
    const extras: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ];
    for (const extra of extras) {
      const response = await t.post(validEnquiry(), { ...csrfHeaders(), ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(403);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect(await stored()).toEqual([]);
  });

  it("413 for a body over the limit", async () => {
    const response = await t.post(validEnquiry({ message: "x".repeat(70 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it("415 for anything but JSON", async () => {
    const body = new URLSearchParams(validEnquiry() as Record<string, string>).toString();
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: enquiryEndpoint,
        headers: { ...csrfHeaders(), "content-type": type },
        payload: body,
      });
      expect(response.statusCode, type).toBe(415);
    }
    expect(await stored()).toEqual([]);
  });

  it("never answers 5xx, whatever the body", async () => {
    const field = fc.oneof(fc.string(), fc.constant(undefined), fc.integer(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: field,
          email: fc.oneof(fc.emailAddress(), field),
          phone: field,
          subject: field,
          message: field,
          timestamp: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            field,
          ),
        }),
        async (body) => {
          const before = (await stored()).length;
          const response = await t.post(body);
          expect([200, 400]).toContain(response.statusCode);
          expect((await stored()).length).toBe(before + (response.statusCode === 200 ? 1 : 0));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After after RATE_LIMIT_PER_MINUTE enquiries from one address", async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.post(validEnquiry())).statusCode).toBe(200);
      const response = await limited.post(validEnquiry());
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(response.json().message).toMatch(/rate limit/i);
      expect(await limited.app.enquiryStore.list()).toHaveLength(3);

      const other = await limited.app.inject({
        method: "POST",
        url: enquiryEndpoint,
        remoteAddress: "10.0.0.9",
        headers: { "content-type": "application/json", ...csrfHeaders() },
        payload: JSON.stringify(validEnquiry()),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("CORS", () => {
  it("lets a listed origin post without the token and tells the browser so", async () => {
    const cors = await startTestApp({ ALLOWED_ORIGINS: "https://partner.example" });
    try {
      const preflight = await cors.app.inject({
        method: "OPTIONS",
        url: enquiryEndpoint,
        headers: {
          origin: "https://partner.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers["access-control-allow-origin"]).toBe("https://partner.example");
      expect(String(preflight.headers["access-control-allow-methods"])).toContain("POST");

      const response = await cors.post(validEnquiry(), {
        origin: "https://partner.example",
        "sec-fetch-site": "cross-site",
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBe("https://partner.example");
      expect(await cors.app.enquiryStore.list()).toHaveLength(1);

      const refused = await cors.post(validEnquiry(), {
        origin: "https://other.example",
        "sec-fetch-site": "cross-site",
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await cors.close();
    }
  });
});

describe("errors", () => {
  it("hides the internals of a 5xx", async () => {
    await t.app.outboxWorker.stop();
    await t.app.enquiryStore.close();
    const response = await t.post(validEnquiry());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal server error" });
  });
});

describe("GET /api/health", () => {
  it("reports the store and the outbox", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      store: { status: "ok", kind: "sqlite", writes: "ok" },
      outbox: {
        status: "ok",
        transport: "smtp",
        pending: 0,
        sending: 0,
        failed: 0,
        oldestPendingAgeSeconds: null,
      },
    });
  });
});
