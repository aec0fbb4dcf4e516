// The correctness part of `npm run bench:api`'s 10,000 malformed requests, small enough for
// `npm test` (issue 6): the same generator against the real app, store and SMTP server.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfNames, enquiryEndpoint } from "../../common/enquiry.ts";
import { type SmtpSink, startSmtpSink } from "../../server/testing/smtp-sink.ts";
import { startTestApp, type TestApp, tokens, validEnquiry } from "../../server/testing/test-app.ts";
import {
  headersFor,
  leaksInternals,
  malformedEnquiry,
  malformedKinds,
} from "./malformed-enquiries.ts";

const cases = fc.sample(malformedEnquiry, { numRuns: 400, seed: 42 });

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ SMTP_URL: smtp.url });
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
    const response = await t.app.inject({
      method: "POST",
      url: enquiryEndpoint,
      headers: headersFor(c, context),
      payload: typeof c.body === "string" ? c.body : Buffer.from(c.body),
    });
    const ok = response.statusCode >= 400 && response.statusCode < 500;
    if (!ok || leaksInternals(response.body)) {
      wrong.push(`${c.kind} -> ${response.statusCode}: ${response.body.slice(0, 120)}`);
    }
  }
  expect(wrong).toEqual([]);
  // Every generator took part (some name several kinds, e.g. one per CSRF fault).
  expect(new Set(cases.map((c) => c.kind)).size).toBeGreaterThanOrEqual(malformedKinds.length);

  // Still up and still taking a genuine enquiry; nothing from the malformed ones was kept or sent.
  const health = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode).toBe(200);
  expect(await t.app.enquiryStore.list()).toEqual([]);
  const valid = await t.post(validEnquiry());
  expect(valid.statusCode).toBe(200);
  await smtp.waitFor(1);
  expect(smtp.messages).toHaveLength(1);
  expect(await t.app.enquiryStore.list()).toHaveLength(1);
});
