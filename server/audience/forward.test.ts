// Forwarding to Plausible or Umami as the tool sees it: a stub of its events API on loopback,
// a real public server (injected requests) in front, and the forwarder on its own where its
// queue, retries and log are what matters.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { pollUntil } from "../../tests/support/poll.ts";
import { csrfHeaders, startTestApp, validEnquiry } from "../../tests/support/test-app.ts";
import { AudienceForwarder, type ForwardedEvent, type ForwardSettings } from "./forward.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const umamiWebsite = "5d0c9a36-3f5e-4b7e-9a51-0d2c1f7b8e42";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** What the stub answers: a status, "hang" (never), or a promise of a status (held until then). */
type Answer = number | "hang" | Promise<number>;

/** Plausible's or Umami's events API as a stub on loopback: records each request, answers as told. */
async function eventsApi(answer: (n: number) => Answer = () => 202) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      const reply = answer(received.length);
      if (reply === "hang") return;
      response.writeHead(await reply).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const api = {
    url: `http://127.0.0.1:${port}`,
    received,
    waitFor: (count: number) =>
      pollUntil(
        () => `${count} forwarded event(s); ${received.length} so far`,
        () => (received.length >= count ? received : undefined),
        { timeoutMs: 10_000, everyMs: 20 },
      ),
  };
  cleanups.push(async () => {
    server.closeAllConnections();
    server.close();
  });
  return api;
}

async function publicServer(env: Record<string, string>) {
  const t = await startTestApp({
    SITE_URL: "https://www.consulting.test",
    ACK_EMAILS: "off",
    AUDIENCE_FLUSH_MS: "600000",
    ...env,
  });
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await t.close();
  });
  return {
    ...t,
    /** Closes the server (waiting for what it forwards) before the test reads what arrived. */
    async close() {
      closed = true;
      await t.close();
    },
    visit(url: string, headers: Record<string, string> = {}) {
      return t.app.inject({
        method: "GET",
        url,
        remoteAddress: "203.0.113.7",
        headers: { "user-agent": chrome, ...headers },
      });
    },
  };
}

const plausible = (url: string) => ({
  AUDIENCE_FORWARD_URL: url,
  AUDIENCE_FORWARD_KIND: "plausible",
  AUDIENCE_FORWARD_SITE: "consulting.test",
});

describe("forwarding to Plausible", { timeout: 30_000 }, () => {
  it("posts a counted view to /api/event with the page, referrer, browser and address", async () => {
    const api = await eventsApi();
    const t = await publicServer(plausible(api.url));

    const page = await t.visit("/?utm_source=newsletter", {
      referer: "https://news.example.org/item/42",
    });
    expect(page.statusCode).toBe(200);
    const [event] = await api.waitFor(1);
    expect(event).toMatchObject({ method: "POST", path: "/api/event" });
    expect(event!.body).toEqual({
      name: "pageview",
      url: "https://www.consulting.test/?utm_source=newsletter",
      domain: "consulting.test",
      referrer: "https://news.example.org/item/42",
    });
    expect(event!.headers["user-agent"]).toBe(chrome);
    expect(event!.headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(event!.headers["content-type"]).toBe("application/json");

    // A visitor who asked not to be tracked: the view, without their address; no referrer: null.
    await t.visit("/", { "sec-gpc": "1" });
    const [, optedOut] = await api.waitFor(2);
    expect(optedOut!.body).toMatchObject({ name: "pageview", referrer: null });
    expect(optedOut!.headers["user-agent"]).toBe(chrome);
    expect(optedOut!.headers).not.toHaveProperty("x-forwarded-for");
  });

  it("forwards no bot, no prefetch and nothing that is not a page", async () => {
    const api = await eventsApi();
    const t = await publicServer(plausible(api.url));

    expect((await t.visit("/", { "user-agent": googlebot })).statusCode).toBe(200);
    expect((await t.visit("/", { "sec-purpose": "prefetch" })).statusCode).toBe(200);
    // A missing page is sent home (302): the answer is not a page.
    expect((await t.visit("/no-such-page")).statusCode).toBe(302);
    await t.visit("/?last=1");
    await api.waitFor(1);
    // Closing waits for whatever is being forwarded: only the last view ever went.
    await t.close();
    expect(api.received.map((event) => event.body.url)).toEqual([
      "https://www.consulting.test/?last=1",
    ]);
  });

  it("posts an enquiry as the Enquiry goal on the page it was sent from", async () => {
    const api = await eventsApi();
    const t = await publicServer(plausible(api.url));

    const sent = await t.post(validEnquiry(), {
      ...csrfHeaders(60_000, true),
      "user-agent": chrome,
      referer: "https://www.consulting.test/contact?service=training",
    });
    expect(sent.statusCode).toBe(200);
    const [goal] = await api.waitFor(1);
    expect(goal).toMatchObject({ method: "POST", path: "/api/event" });
    expect(goal!.body).toEqual({
      name: "Enquiry",
      url: "https://www.consulting.test/contact?service=training",
      domain: "consulting.test",
      referrer: null,
    });
    expect(goal!.headers["user-agent"]).toBe(chrome);
    expect(goal!.headers["x-forwarded-for"]).toBe("127.0.0.1");

    // Sent from a page not known (no Referer), in Arabic: the Arabic contact page.
    await t.post(validEnquiry(), {
      ...csrfHeaders(60_000, true),
      "user-agent": chrome,
      "content-language": "ar",
    });
    const [, unknownPage] = await api.waitFor(2);
    expect(unknownPage!.body).toMatchObject({
      name: "Enquiry",
      url: "https://www.consulting.test/ar/contact",
    });
  });
});

describe("forwarding to Umami", { timeout: 30_000 }, () => {
  it("posts views and enquiries to /api/send as Umami's tracker would", async () => {
    const api = await eventsApi(() => 200);
    const t = await publicServer({
      AUDIENCE_FORWARD_URL: `${api.url}/umami/`,
      AUDIENCE_FORWARD_KIND: "umami",
      AUDIENCE_FORWARD_SITE: umamiWebsite,
    });

    await t.visit("/?utm_campaign=spring", {
      referer: "https://search.example/?q=consulting",
      "accept-language": "fr-CA,fr;q=0.9,en;q=0.5",
    });
    const [view] = await api.waitFor(1);
    expect(view).toMatchObject({ method: "POST", path: "/umami/api/send" });
    expect(view!.body).toEqual({
      type: "event",
      payload: {
        website: umamiWebsite,
        hostname: "www.consulting.test",
        url: "/?utm_campaign=spring",
        referrer: "https://search.example/?q=consulting",
        language: "fr-CA",
      },
    });
    expect(view!.headers["user-agent"]).toBe(chrome);
    expect(view!.headers["x-forwarded-for"]).toBe("203.0.113.7");

    await t.post(validEnquiry(), {
      ...csrfHeaders(60_000, true),
      "user-agent": chrome,
      referer: "https://www.consulting.test/contact",
    });
    const [, goal] = await api.waitFor(2);
    expect(goal!.body).toEqual({
      type: "event",
      payload: {
        website: umamiWebsite,
        hostname: "www.consulting.test",
        url: "/contact",
        referrer: "",
        language: "en",
        name: "enquiry",
      },
    });
  });
});

describe("a receiver that fails never costs a page", { timeout: 30_000 }, () => {
  it("answers pages at once while the receiver hangs, and closes within 2 s", async () => {
    const api = await eventsApi(() => "hang");
    const t = await publicServer(plausible(api.url));

    expect((await t.visit("/")).statusCode).toBe(200);
    await api.waitFor(1);
    const started = performance.now();
    for (let i = 0; i < 10; i++) expect((await t.visit(`/?n=${i}`)).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);

    const closing = performance.now();
    await t.close();
    expect(performance.now() - closing).toBeLessThan(3_500);
  });

  it("tries an answer of 500 once more and no more, the page still 200", async () => {
    const api = await eventsApi(() => 500);
    const t = await publicServer(plausible(api.url));

    expect((await t.visit("/")).statusCode).toBe(200);
    await api.waitFor(2);
    await t.close();
    expect(api.received).toHaveLength(2);
    expect(api.received[1]!.body).toEqual(api.received[0]!.body);
  });

  it("answers pages and enquiries when nothing listens at the URL", async () => {
    const t = await publicServer(plausible(`http://127.0.0.1:${await freePort()}`));
    expect((await t.visit("/")).statusCode).toBe(200);
    const sent = await t.post(validEnquiry(), {
      ...csrfHeaders(60_000, true),
      "user-agent": chrome,
    });
    expect(sent.statusCode).toBe(200);
    expect((await t.visit("/")).statusCode).toBe(200);
  });
});

/** A forwarder on its own, with a logger whose lines the test reads. */
function forwarder(
  url: string,
  options: Partial<ConstructorParameters<typeof AudienceForwarder>[0]>,
) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const log = Fastify({ logger: { level: "info", stream } }).log;
  const settings: ForwardSettings = {
    url,
    kind: "plausible",
    site: "consulting.test",
    siteUrl: "https://www.consulting.test",
  };
  const forwarding = new AudienceForwarder({ settings, log, ...options });
  cleanups.push(() => forwarding.close());
  return { forwarding, lines, raw: () => JSON.stringify(lines) };
}

const event = (n: number): ForwardedEvent => ({
  kind: "view",
  url: `https://www.consulting.test/?n=${n}`,
  referrer: null,
  userAgent: chrome,
  address: "203.0.113.7",
  language: "en",
});

describe("the forwarder's queue", { timeout: 30_000 }, () => {
  it("keeps the newest events when too many wait, and says so once", async () => {
    let release: (status: number) => void = () => {};
    const held = new Promise<number>((resolve) => {
      release = resolve;
    });
    const api = await eventsApi((n) => (n === 1 ? held : 202));
    const { forwarding, lines } = forwarder(api.url, { maxQueued: 3, maxInFlight: 1 });

    for (let n = 1; n <= 10; n++) forwarding.send(event(n));
    await api.waitFor(1);
    release(202);
    await api.waitFor(4);
    await forwarding.close();
    expect(api.received.map((received) => received.body.url)).toEqual(
      [1, 8, 9, 10].map((n) => `https://www.consulting.test/?n=${n}`),
    );
    const dropped = lines.filter((line) => String(line.msg).includes("oldest events are dropped"));
    expect(dropped).toHaveLength(1);
    expect(lines.some((line) => String(line.msg).includes("caught up"))).toBe(true);
  });

  it("gives up on a request after its timeout and one retry, says so once, never the visitor's address", async () => {
    const api = await eventsApi(() => "hang");
    const { forwarding, lines, raw } = forwarder(api.url, { timeoutMs: 100, maxInFlight: 1 });

    forwarding.send(event(1));
    forwarding.send(event(2));
    await api.waitFor(4);
    await forwarding.close();
    // Each event: its try and one retry, each given up after the timeout.
    expect(api.received.map((received) => received.body.url)).toEqual(
      [1, 1, 2, 2].map((n) => `https://www.consulting.test/?n=${n}`),
    );
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]!.problem)).toMatch(/TimeoutError/);
    expect(raw()).not.toContain("203.0.113.7");
  });

  it("says once that forwarding fails, and once that it works again", async () => {
    const api = await eventsApi((n) => (n <= 4 ? 500 : 202));
    const { forwarding, lines } = forwarder(api.url, { maxInFlight: 1 });
    forwarding.send(event(1));
    forwarding.send(event(2));
    await api.waitFor(4);
    forwarding.send(event(3));
    await api.waitFor(5);
    await forwarding.close();
    const said = lines
      .filter((line) => Number(line.level) >= 30)
      .map((line) => [line.level, line.msg]);
    expect(said).toEqual([
      [40, "could not forward audience events; those that fail are dropped"],
      [30, "audience events are forwarded again"],
    ]);
    expect(lines[0]!.problem).toBe("HTTP 500");
  });

  it("names the refused connection when nothing listens, never the visitor's address", async () => {
    const port = await freePort();
    const { forwarding, lines, raw } = forwarder(`http://127.0.0.1:${port}`, {});
    for (let n = 1; n <= 6; n++) forwarding.send(event(n));
    await pollUntil("the failure to be logged", () => lines.some((line) => line.level === 40));
    await forwarding.close();
    expect(lines.filter((line) => line.level === 40)).toHaveLength(1);
    expect(raw()).toMatch(/ECONNREFUSED/);
    expect(raw()).not.toContain("203.0.113.7");
  });
});
