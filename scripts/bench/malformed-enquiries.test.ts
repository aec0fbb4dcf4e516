// The correctness part of `npm run bench:api`'s malformed requests, small enough for `npm test`.
import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfNames, enquiryEndpoint } from "../../common/enquiry.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { startTestApp, type TestApp, tokens, validEnquiry } from "../../tests/support/test-app.ts";
import {
  endpointSpellings,
  everySpellingAndForgery,
  forgedProxyHeaders,
  headersFor,
  leaksInternals,
  malformedEnquiry,
  malformedKinds,
} from "./malformed-enquiries.ts";

const cases = [
  ...fc.sample(malformedEnquiry, { numRuns: 400, seed: 42 }),
  ...everySpellingAndForgery(),
];

let smtp: SmtpSink;
let t: TestApp;
let origin: string;

function post(target: string, headers: Record<string, string>, body: string | Uint8Array) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path: target,
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  // Behind one proxy hop, so that forged X-Forwarded-* headers reach the code that reads them.
  t = await startTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: "1" });
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

it(`answers ${cases.length} generated malformed requests with a 4xx, storing and mailing nothing`, async () => {
  const token = tokens.issue(Date.now() - 60_000);
  const context = {
    token,
    otherToken: tokens.issue(Date.now() - 60_000),
    cookieName: csrfNames.cookie,
    headerName: csrfNames.header,
  };
  const wrong: string[] = [];
  for (const c of cases) {
    const response = await post(c.target ?? enquiryEndpoint, headersFor(c, context), c.body);
    const ok = response.status >= 400 && response.status < 500;
    if (!ok || leaksInternals(response.body)) {
      wrong.push(
        `${c.kind} ${c.target ?? ""} -> ${response.status}: ${response.body.slice(0, 120)}`,
      );
    }
  }
  expect(wrong).toEqual([]);
  expect(new Set(cases.map((c) => c.kind)).size).toBeGreaterThanOrEqual(malformedKinds.length);
  expect(new Set(cases.map((c) => c.target).filter(Boolean))).toEqual(new Set(endpointSpellings));
  const forged = new Set(
    cases.map((c) => JSON.stringify(c.extraHeaders)).filter((h) => h !== undefined),
  );
  expect(forged).toEqual(new Set(forgedProxyHeaders.map((h) => JSON.stringify(h))));

  // Still up and still taking a genuine enquiry; nothing from the malformed ones was kept or sent.
  const health = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode).toBe(200);
  expect(await t.app.enquiryStore.list()).toEqual([]);
  const valid = await t.post(validEnquiry());
  expect(valid.statusCode).toBe(200);
  // The staff e-mail and the visitor's acknowledgement of the genuine one, nothing else.
  await smtp.waitFor(2);
  await t.app.outboxWorker.drain();
  expect(smtp.messages.map((mail) => mail.envelope.to).sort()).toEqual([
    ["asha@example.org"],
    ["enquiries@consulting.test"],
  ]);
  expect(await t.app.enquiryStore.list()).toHaveLength(1);
});
