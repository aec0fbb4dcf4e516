import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterEach, describe, expect, it } from "vitest";
import { challengeEndpoint, proofOfWorkHeader } from "../../common/proof-of-work.ts";
import { createTestSchema, testDatabaseUrl } from "../../tests/support/postgres.ts";
import { solvedPayload } from "../../tests/support/proof-of-work.ts";
import {
  csrfHeaders,
  startTestApp,
  type TestApp,
  tempDir,
  validEnquiry,
} from "../../tests/support/test-app.ts";
import { newChallenge, proofOfWork, proofOfWorkKeys } from "../proof-of-work/challenge.ts";

const hmacKey = "test-altcha-key-0123456789abcdef0123456789";
const ruleOn = { SPAM_PROOF_OF_WORK: "on", ALTCHA_HMAC_KEY: hmacKey };

const apps: TestApp[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function start(env: Record<string, string> = ruleOn) {
  // One e-mail an accepted enquiry: the visitor's acknowledgement has its own tests.
  const t = await startTestApp({ ACK_EMAILS: "off", ...env });
  apps.push(t);
  return t;
}

const accepted = { message: "Email has been sent" };

async function send(t: TestApp, headers: Record<string, string> = {}, overrides = {}) {
  const response = await t.post(validEnquiry(overrides), { ...csrfHeaders(), ...headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function latest(t: TestApp) {
  const [row] = await t.app.enquiryStore.list({ limit: 1 });
  return { spamReason: row?.spamReason, emailed: row?.mail !== null };
}

async function emlFiles(t: TestApp) {
  await t.app.outboxWorker.drain();
  return (await readdir(join(t.config.DATA_DIR, "outbox")).catch(() => [])).filter((file) =>
    file.endsWith(".eml"),
  );
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
const decode = (header: string) => JSON.parse(Buffer.from(header, "base64").toString("utf8"));

describe("the challenge", () => {
  it("is a signed altcha challenge that expires in 20 minutes, never cached, with no cookie", async () => {
    const t = await start();
    const first = await t.app.inject({ method: "GET", url: challengeEndpoint });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["set-cookie"]).toBeUndefined();
    const challenge = first.json();
    expect(challenge).toMatchObject({
      parameters: { algorithm: "SHA-256", cost: 1, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expiresInMs = challenge.parameters.expiresAt * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(proofOfWork.expiresInMs - 5_000);
    expect(expiresInMs).toBeLessThanOrEqual(proofOfWork.expiresInMs);
    const second = (await t.app.inject({ method: "GET", url: challengeEndpoint })).json();
    expect(second.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("is solved within maxNumber tries", async () => {
    const t = await start();
    const challenge = (await t.app.inject({ method: "GET", url: challengeEndpoint })).json();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    expect(solution?.counter).toBeLessThanOrEqual(proofOfWork.maxNumber);
  });
});

describe("an enquiry with the proof-of-work rule on", () => {
  it("with a solved challenge is accepted and e-mailed", async () => {
    const t = await start();
    expect(await send(t, await t.proofOfWork())).toEqual({ status: 200, body: accepted });
    expect(await latest(t)).toEqual({ spamReason: null, emailed: true });
    expect(await emlFiles(t)).toHaveLength(1);
  });

  it("without the header is held as spam, answered the same, and not e-mailed", async () => {
    const t = await start();
    expect(await send(t)).toEqual({ status: 200, body: accepted });
    expect(await latest(t)).toEqual({ spamReason: "no proof of work", emailed: false });
    expect(await emlFiles(t)).toEqual([]);
  });

  it("with a solution used before is held as spam", async () => {
    const t = await start();
    const proof = await t.proofOfWork();
    expect(await send(t, proof, { message: "The first use." })).toEqual({
      status: 200,
      body: accepted,
    });
    expect(await send(t, proof, { message: "The same solution again." })).toEqual({
      status: 200,
      body: accepted,
    });
    const [again, first] = await t.app.enquiryStore.list();
    expect(first?.spamReason).toBeNull();
    expect(again?.spamReason).toBe("proof of work already used");
    expect(again?.mail).toBeNull();
  });

  it("with a solution to an expired challenge is held as spam", async () => {
    const t = await start();
    const keys = proofOfWorkKeys(hmacKey);
    const old = await newChallenge(keys, { now: Date.now() - proofOfWork.expiresInMs - 1_000 });
    await send(t, { [proofOfWorkHeader]: await solvedPayload(old) });
    expect(await latest(t)).toEqual({ spamReason: "proof of work expired", emailed: false });
  });

  it("with a challenge another key signed is held as spam", async () => {
    const t = await start();
    const foreign = await newChallenge(proofOfWorkKeys("another-key-0123456789abcdef0123456789"));
    await send(t, { [proofOfWorkHeader]: await solvedPayload(foreign) });
    expect(await latest(t)).toEqual({ spamReason: "proof of work invalid", emailed: false });
  });

  it.each([
    [
      "a later expiry",
      (payload: { challenge: { parameters: { expiresAt: number } } }) => {
        payload.challenge.parameters.expiresAt += 3600;
      },
    ],
    [
      "another nonce",
      (payload: { challenge: { parameters: { nonce: string } } }) => {
        payload.challenge.parameters.nonce = "0".repeat(32);
      },
    ],
    [
      "another derived key",
      (payload: { solution: { derivedKey: string } }) => {
        payload.solution.derivedKey = "00".repeat(32);
      },
    ],
  ])("with a solution whose payload was given %s is held as spam", async (_change, tamper) => {
    const t = await start();
    const payload = decode((await t.proofOfWork())[proofOfWorkHeader] ?? "");
    tamper(payload);
    expect(await send(t, { [proofOfWorkHeader]: base64(payload) })).toEqual({
      status: 200,
      body: accepted,
    });
    expect(await latest(t)).toEqual({ spamReason: "proof of work invalid", emailed: false });
  });

  it("with a header that is not a solution is held as spam", async () => {
    const t = await start();
    await send(t, { [proofOfWorkHeader]: "not base64 JSON" });
    expect(await latest(t)).toEqual({ spamReason: "proof of work unreadable", emailed: false });
  });

  it("with the solution as a seventh key in the body, not the header, is refused (400)", async () => {
    // The body keeps its six keys: the proof of work travels in its header.
    const t = await start();
    const proof = await t.proofOfWork();
    const answer = await send(t, {}, { altcha: proof[proofOfWorkHeader] });
    expect(answer.status).toBe(400);
    expect(await t.app.enquiryStore.list()).toEqual([]);
  });
});

// Each kind of store servers can share: the used solutions are in it, not in one process's memory.
const sharedStores: [string, () => Promise<Record<string, string>>, boolean][] = [
  [
    "SQLite",
    async () => {
      const dir = await tempDir("shared-sqlite");
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return { DATA_DIR: join(dir, "data") };
    },
    true,
  ],
  [
    "PostgreSQL",
    async () => {
      const schema = await createTestSchema("proof_of_work");
      cleanups.push(schema.drop);
      return { DATABASE_URL: schema.url };
    },
    Boolean(testDatabaseUrl),
  ],
];

describe.each(sharedStores)("two servers on one %s store", (_kind, sharedStore, available) => {
  it.runIf(available)("hold a solution used at one and replayed at the other as spam", async () => {
    const store = await sharedStore();
    const one = await start({ ...ruleOn, ...store });
    const two = await start({ ...ruleOn, ...store });
    const proof = await one.proofOfWork();
    await send(one, proof, { message: "Sent to the first server." });
    expect(await send(two, proof, { message: "Replayed at the second." })).toEqual({
      status: 200,
      body: accepted,
    });
    const [replayed, first] = await two.app.enquiryStore.list();
    expect(first?.spamReason).toBeNull();
    expect(replayed?.spamReason).toBe("proof of work already used");
  });
});

describe("SPAM_PROOF_OF_WORK=off", () => {
  it("accepts and e-mails an enquiry without a solution", async () => {
    const t = await start({ SPAM_PROOF_OF_WORK: "off" });
    expect(await send(t)).toEqual({ status: 200, body: accepted });
    expect(await latest(t)).toEqual({ spamReason: null, emailed: true });
    expect(await emlFiles(t)).toHaveLength(1);
  });
});
