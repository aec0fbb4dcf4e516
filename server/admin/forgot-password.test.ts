// "Forgot password?" (routes/forgot-password.ts) on a real back office, its e-mails read from an
// SMTP sink and its request log read line by line: one answer for every address, a link that sets
// a new password once and within 60 minutes only, the throttle, and no token in the log.
// Each test sends from a client address of its own: the per-address count is kept in the store.
import type { DatabaseSync } from "node:sqlite";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type BackOffice, startBackOffice, testPassword } from "../../tests/support/back-office.ts";
import { cookieHeader, formToken } from "../../tests/support/form-post.ts";
import { pollUntil } from "../../tests/support/poll.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";

let office: BackOffice;
let sink: SmtpSink;
const logLines: string[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  office = await startBackOffice(
    { SMTP_URL: sink.url, CONTACT_FROM: "website@consulting.test" },
    { logger: { level: "trace", stream } },
  );
});
afterAll(async () => {
  await office.close();
  await sink.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const answer =
  "If an account has this address, a link to set a new password is on its way. It works for 60 minutes.";

/** "Send link" as a browser sends it from `address`: the form's page first, for its token. */
async function sendLink(email: string, address: string) {
  const form = await office.inject({
    method: "GET",
    url: "/forgot-password",
    remoteAddress: address,
  });
  const cookie = cookieHeader(form.headers["set-cookie"]);
  return office.inject({
    method: "POST",
    url: "/forgot-password",
    remoteAddress: address,
    headers: {
      cookie,
      origin: office.config.ADMIN_URL,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({ csrf: formToken(form.body), email }).toString(),
  });
}

const audit = () => office.app.backOffice.store.audit.list(1000);
/** The audit entries about `email`, once `count` of them are there (the work follows the answer). */
/** The "password link …" entries about `email` (newest first), once there are `count`. */
const linkEntries = async (email: string) =>
  (await audit()).filter(
    (entry) => entry.actor === email && entry.action.startsWith("password link"),
  );
/** Waits for them: the lookup, the record and the e-mail follow the answer. */
const recordedFor = (email: string, count: number) =>
  pollUntil(`${count} audit entries for ${email}`, async () => {
    const entries = await linkEntries(email);
    return entries.length >= count && entries;
  });
const mailsTo = (email: string) =>
  sink.messages.filter((message) => message.envelope.to.includes(email));

function tokenOf(text: string) {
  const link = /(http\S+\/set-password\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no link in:\n${text}`);
  return new URL(link).searchParams.get("token")!;
}

const setPassword = (token: string, password: string) =>
  office.postForm("/set-password", { token, password, repeat: password });

describe("the Forgot password? link", () => {
  it("is on the sign-in form, and leads to a page with Email and Send link", async () => {
    const signIn = await office.inject({ method: "GET", url: "/sign-in" });
    expect(signIn.body).toContain('<a href="/forgot-password">Forgot password?</a>');
    // The sign-in form a signed-out visitor meets anywhere else, too.
    const elsewhere = await office.inject({ method: "GET", url: "/changes" });
    expect(elsewhere.body).toContain('<a href="/forgot-password">Forgot password?</a>');
    const page = await office.inject({ method: "GET", url: "/forgot-password" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<button type="submit">Send link</button>');
  });
});

describe("Send link", { timeout: 120_000 }, () => {
  it("answers a known and an unknown address alike, and e-mails only the known one", async () => {
    await office.addPerson("editor", "known@example.test");
    const known = await sendLink("Known@Example.test", "10.0.1.1");
    const unknown = await sendLink("nobody@example.test", "10.0.1.2");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.body).toContain(answer);
    expect(known.body).not.toMatch(/known@|nobody@/i);

    const [entry] = await recordedFor("known@example.test", 1);
    expect(entry).toMatchObject({
      action: "password link requested",
      detail: "for an existing account",
      address: "10.0.1.1",
    });
    const [none] = await recordedFor("nobody@example.test", 1);
    expect(none).toMatchObject({ action: "password link requested", detail: "for no account" });
    const [mail] = await pollUntil(
      "the e-mail",
      () => mailsTo("known@example.test").length > 0 && mailsTo("known@example.test"),
    );
    expect(mail?.header("from")).toMatch(/<website@consulting\.test>$/);
    expect(mail?.text).toContain("within 1 hour");
    expect(mailsTo("nobody@example.test")).toEqual([]);
  });

  it("answers before the e-mail is sent: a slow mail server does not slow the answer", async () => {
    const email = "patient@example.test";
    await office.addPerson("editor", email);
    sink.delayReplies(3_000);
    try {
      const started = performance.now();
      const known = await sendLink(email, "10.0.7.1");
      expect(known.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      sink.delayReplies(0);
    }
    await pollUntil("the e-mail", () => mailsTo(email).length === 1);
  });

  it("e-mails a link that sets a new password once, which then signs in; no token reaches the log", async () => {
    const email = "forgetful@example.test";
    await office.addPerson("publisher", email);
    const before = await office.signIn(email);
    expect(before.response.statusCode).toBe(303);
    logLines.length = 0;
    expect((await sendLink(email, "10.0.2.1")).statusCode).toBe(200);
    const [mail] = await pollUntil("the e-mail", () => mailsTo(email).length > 0 && mailsTo(email));
    const token = tokenOf(mail!.text);
    expect(mail?.text).toContain("Hello A publisher");

    const page = await office.inject({ method: "GET", url: `/set-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    const newPassword = "a brand new sentence of words";
    const set = await setPassword(token, newPassword);
    expect(set.response.statusCode).toBe(200);
    expect(set.response.body).toContain("<h1>Password set</h1>");
    expect((await office.signIn(email, newPassword)).response.statusCode).toBe(303);
    expect((await office.signIn(email, testPassword)).response.statusCode).toBe(401);
    // The sessions of before end with the old password.
    const home = await office.inject({
      method: "GET",
      url: "/",
      headers: { cookie: before.cookie },
    });
    expect(home.statusCode).toBe(401);

    const again = await setPassword(token, "yet another long sentence");
    expect(again.response.statusCode).toBe(400);
    expect(again.response.body).toContain("This link has expired or was already used.");
    expect((await office.signIn(email, newPassword)).response.statusCode).toBe(303);

    await recordedFor(email, 1);
    const log = logLines.join("");
    expect(log).toContain("/forgot-password");
    expect(log).toContain("/set-password?token=[redacted]");
    expect(log).not.toContain(token);
  });

  it("makes a link that works for 60 minutes and no longer", async () => {
    const email = "slow@example.test";
    await office.addPerson("editor", email);
    await sendLink(email, "10.0.3.1");
    await sendLink(email, "10.0.3.1");
    const mails = await pollUntil(
      "two e-mails",
      () => mailsTo(email).length >= 2 && mailsTo(email),
    );
    const [early, late] = mails.map((mail) => tokenOf(mail.text));
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(now + 59 * 60_000);
    expect((await setPassword(early!, "fifty nine minutes later")).response.statusCode).toBe(200);
    vi.setSystemTime(now + 61 * 60_000);
    const expired = await setPassword(late!, "sixty one minutes later");
    expect(expired.response.statusCode).toBe(400);
    expect(expired.response.body).toContain("This link has expired or was already used.");
    vi.useRealTimers();
    expect((await office.signIn(email, "fifty nine minutes later")).response.statusCode).toBe(303);
  });

  it("sends 3 links an hour to one address; past that the answer is the same and nothing is sent", async () => {
    const email = "popular@example.test";
    await office.addPerson("editor", email);
    const answers = [];
    // From five client addresses, so only the address typed is counted past its limit.
    for (const client of ["10.0.4.1", "10.0.4.2", "10.0.4.3", "10.0.4.4", "10.0.4.5"]) {
      answers.push(await sendLink(email, client));
    }
    expect(answers.map((one) => one.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((one) => one.body)).size).toBe(1);
    await recordedFor(email, 4);
    await pollUntil("three e-mails", () => mailsTo(email).length === 3);
    await new Promise((wake) => setTimeout(wake, 300));
    expect(mailsTo(email)).toHaveLength(3);
    const entries = await linkEntries(email);
    // The refusal recorded once, not once a request.
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "password link refused (too many requests)",
      "password link requested",
      "password link requested",
      "password link requested",
    ]);
    expect(entries.find((entry) => entry.action.includes("refused"))?.detail).toMatch(
      /^more than 3 for this e-mail address in 60 minutes/,
    );
  });

  it("takes 10 requests in 15 minutes from one client address; past that nothing is sent", async () => {
    const client = "10.0.5.1";
    for (let i = 1; i <= 10; i++) {
      expect((await sendLink(`stranger-${i}@example.test`, client)).statusCode).toBe(200);
    }
    await office.addPerson("editor", "eleventh@example.test");
    const eleventh = await sendLink("eleventh@example.test", client);
    const twelfth = await sendLink("eleventh@example.test", client);
    expect([eleventh.statusCode, twelfth.statusCode]).toEqual([200, 200]);
    expect(eleventh.body).toContain(answer);
    const [refused] = await recordedFor("eleventh@example.test", 1);
    expect(refused).toMatchObject({
      action: "password link refused (too many requests)",
      address: client,
    });
    expect(refused?.detail).toMatch(/^more than 10 from this address in 15 minutes/);
    await recordedFor("stranger-10@example.test", 1);
    await new Promise((wake) => setTimeout(wake, 300));
    // Recorded once, not once a request; and nothing sent.
    expect(await linkEntries("eleventh@example.test")).toHaveLength(1);
    expect(mailsTo("eleventh@example.test")).toEqual([]);
    // Another client is not held back by this one.
    await sendLink("eleventh@example.test", "10.0.5.2");
    await pollUntil("the e-mail", () => mailsTo("eleventh@example.test").length === 1);
  });
});

describe("the store", () => {
  it("keeps a forgotten-password link hashed", async () => {
    const email = "hashed@example.test";
    await office.addPerson("editor", email);
    await sendLink(email, "10.0.6.1");
    const [mail] = await pollUntil("the e-mail", () => mailsTo(email).length > 0 && mailsTo(email));
    const token = tokenOf(mail!.text);
    const stored = (office.app.backOffice.store.database as DatabaseSync)
      .prepare("SELECT identifier, value FROM admin_verifications")
      .all()
      .map((row) => `${row.identifier} ${row.value}`);
    expect(stored.join("\n")).not.toContain(token);
  });
});
