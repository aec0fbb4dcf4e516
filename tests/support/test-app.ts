import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { InjectOptions } from "fastify";
import { csrfNames, enquiryEndpoint } from "../../common/enquiry.ts";
import { challengeEndpoint, proofOfWorkHeader } from "../../common/proof-of-work.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createCsrfTokens } from "../../server/plugins/csrf.ts";
import { pollUntil } from "./poll.ts";
import { solvedPayload } from "./proof-of-work.ts";

export const testCsrfSecret = "test-secret-0123456789abcdef0123456789abcdef";
export const tokens = createCsrfTokens(testCsrfSecret);

export function csrfHeaders(ageMs = 60_000, secure = false): Record<string, string> {
  const token = tokens.issue(Date.now() - ageMs);
  const cookie = secure ? csrfNames.secureCookie : csrfNames.cookie;
  return { cookie: `${cookie}=${token}`, [csrfNames.header]: token };
}

export function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: "Asha Verma",
    email: "asha@example.org",
    phone: "+91 98100 00000",
    subject: "Factory training programme",
    message: `We would like to train 200 supervisors (${Math.random()}).`,
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

export async function tempDir(prefix: string) {
  return mkdtemp(join(tmpdir(), `${prefix}-`));
}

export async function tinySite(dir: string) {
  const staticDir = join(dir, "static");
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, "index.html"), "<!doctype html><title>Test</title><h1>Test</h1>");
  return staticDir;
}

export async function startTestApp(env: Record<string, string> = {}) {
  const dir = await tempDir("enquiry-app");
  const config = loadConfig({
    STATIC_DIR: await tinySite(dir),
    DATA_DIR: join(dir, "data"),
    CSRF_SECRET: testCsrfSecret,
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
    CONTACT_TO: "enquiries@consulting.test",
    CONTACT_FROM: "website@consulting.test",
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "50",
    OUTBOX_RETRY_MAX_MS: "200",
    // Tests about other things post without solving a challenge; those of the rule turn it on.
    SPAM_PROOF_OF_WORK: "off",
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    config,
    dir,
    post(body: unknown, headers: Record<string, string> = csrfHeaders()) {
      const options: InjectOptions = {
        method: "POST",
        url: enquiryEndpoint,
        headers: { "content-type": "application/json", ...headers },
        payload: typeof body === "string" ? body : JSON.stringify(body),
      };
      return app.inject(options);
    },
    /** The header a form sends after solving this server's challenge. */
    async proofOfWork(): Promise<Record<string, string>> {
      const response = await app.inject({ method: "GET", url: challengeEndpoint });
      return { [proofOfWorkHeader]: await solvedPayload(response.json()) };
    },
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Only after one more pass of the worker does counting received e-mails show one sent twice. */
export async function outboxDrained(t: TestApp, timeoutMs = 15_000) {
  await pollUntil(
    "the outbox to send its e-mails",
    async () => (await t.app.enquiryStore.outbox.stats()).pending === 0,
    { timeoutMs, everyMs: 20 },
  );
  await t.app.outboxWorker.drain();
}
