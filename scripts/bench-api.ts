// `npm run bench:api`: static throughput, enquiries with and without SIGKILL, malformed requests
// and pipelining floods against the real server on loopback; written to docs/benchmarks.md. Exits
// non-zero when a correctness check fails.
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import fc from "fast-check";
import { csrfNames, enquiryEndpoint, enquiryFields } from "../common/enquiry.ts";
import { proofOfWorkHeader } from "../common/proof-of-work.ts";
import { enquiryMessageId } from "../server/mail/enquiry-email.ts";
import { sendBoundMs } from "../server/mail/smtp-timeouts.ts";
import { newChallenge, proofOfWorkKeys } from "../server/proof-of-work/challenge.ts";
import { spamRules } from "../server/routes/enquiry-spam.ts";
import type { StoredEnquiry } from "../server/store/enquiry-store.ts";
import { openStore, sqliteFileName } from "../server/store/open-store.ts";
import { newWebhookSecret } from "../server/webhooks/secret.ts";
import { solvedPayload } from "../tests/support/proof-of-work.ts";
import { type SmtpSink, startSmtpSink } from "../tests/support/smtp-sink.ts";
import { startWebhookReceiver } from "../tests/support/webhook-receiver.ts";
import { buildSite, packageVersion, type RunningServer, startServer } from "./bench/harness.ts";
import {
  everySpellingAndForgery,
  headerInjections,
  headersFor,
  injectedHeaderNames,
  leaksInternals,
  type MalformedCase,
  malformedEnquiry,
} from "./bench/malformed-enquiries.ts";
import { floodLimits, floodPassed, floodTable, measureFloods } from "./bench/pipelining.ts";
import { stamp, table, writeSection } from "./bench/report.ts";

const buildDir = process.env.BUILD_DIR ?? "build-bench";
const killRuns = Number(process.env.BENCH_KILL_RUNS ?? 10);
const fuzzRuns = Number(process.env.BENCH_FUZZ_RUNS ?? 10_000);
const fuzzSeed = Number(process.env.BENCH_SEED ?? 20250131);
/** BENCH_ONLY=audience runs the audience comparison alone (and writes only its own section). */
const onlyAudience = process.env.BENCH_ONLY === "audience";
const contactTo = "enquiries@bench.test";
const contactFrom = "website@bench.test";

const failures: string[] = [];
function check(ok: boolean, what: string) {
  if (!ok) failures.push(what);
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
}

const work = await mkdtemp(join(tmpdir(), "bench-api-"));
let dirCount = 0;
const freshDataDir = () => join(work, `data-${++dirCount}`);

const serverEnv = (dataDir: string, smtp: SmtpSink | undefined, extra = {}) => ({
  STATIC_DIR: staticDir,
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: "0",
  // Every section but the proof of work's own measures something else, with posts that carry none.
  SPAM_PROOF_OF_WORK: "off",
  // One e-mail per enquiry, to CONTACT_TO, is what the checks count: the visitor's acknowledgement
  // (one per address per day, here the same address each time) has its own tests.
  ACK_EMAILS: "off",
  ...(smtp ? { SMTP_URL: smtp.url, CONTACT_TO: contactTo, CONTACT_FROM: contactFrom } : {}),
  OUTBOX_POLL_MS: "100",
  OUTBOX_RETRY_BASE_MS: "100",
  OUTBOX_RETRY_MAX_MS: "1000",
  ...extra,
});

async function fetchToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.origin}/api/csrf`);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const [name, value] = pair.split("=");
    if (name === csrfNames.cookie && value) return value;
  }
  throw new Error(`no ${csrfNames.cookie} cookie from /api/csrf`);
}

/** A person takes longer than this to fill the form; sooner is filed as spam (enquiry-spam.ts). */
const waitLikeAPerson = () => new Promise((r) => setTimeout(r, spamRules.minFillMs + 200));

const enquiry = (marker: string, overrides: Record<string, string> = {}) => ({
  name: "Bench Visitor",
  email: "visitor@example.org",
  phone: "+44 20 7946 0000",
  subject: `Load test ${marker}`,
  message: `Please call me about enquiry ${marker}. We employ 300 people in two factories.`,
  timestamp: new Date().toISOString(),
  ...overrides,
});

const postHeaders = (token: string) => ({
  "content-type": "application/json",
  cookie: `${csrfNames.cookie}=${token}`,
  [csrfNames.header]: token,
});

async function health(server: RunningServer) {
  const response = await fetch(`${server.origin}/api/health`);
  return (await response.json()) as { status: string; outbox?: { pending: number } };
}

async function drain(
  server: RunningServer,
  smtp: SmtpSink,
  count: number,
  timeoutMs = 60_000 + count * 500,
) {
  const started = Date.now();
  for (;;) {
    const distinct = new Set(smtp.messages.map((m) => m.header("message-id"))).size;
    const pending = (await health(server)).outbox?.pending ?? 0;
    if (distinct >= count && pending === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`outbox did not drain: ${distinct}/${count} e-mails, ${pending} pending`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function readStore(dataDir: string) {
  const store = await openStore({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

function integrityCheck(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, sqliteFileName), { readOnly: true });
  try {
    const rows = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join("; ");
  } finally {
    db.close();
  }
}

function mailAccounting(rows: StoredEnquiry[], smtp: SmtpSink) {
  const received = new Map<string, number>();
  for (const mail of smtp.messages) {
    const id = mail.header("message-id") ?? "";
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const expected = new Set(
    rows.filter((r) => r.spamReason === null).map((r) => enquiryMessageId(r, contactFrom)),
  );
  const missing = [...expected].filter((id) => !received.has(id)).length;
  const unknown = [...received.keys()].filter((id) => !expected.has(id)).length;
  const duplicates = [...received.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  return { expected: expected.size, received: smtp.messages.length, missing, unknown, duplicates };
}

const round = (n: number, digits = 0) => n.toFixed(digits);

const staticDir = await buildSite(buildDir, process.env.SITE_URL ?? "http://127.0.0.1:3000");
const smtp = await startSmtpSink();
const versions = `Node ${process.version}, autocannon ${await packageVersion("autocannon")}, fast-check ${await packageVersion("fast-check")}, fastify ${await packageVersion("fastify")}`;
const sections: string[] = [];

try {
  if (!onlyAudience) {
    const server = await startServer(serverEnv(freshDataDir(), undefined));
    // The entry module every page loads (the pages carry no modulepreload links to read it from).
    const entry = (await readdir(join(staticDir, "assets"))).find((file) =>
      /^entry\.client-[\w-]+\.js$/.test(file),
    );
    if (!entry) throw new Error(`no entry.client-*.js in ${staticDir}/assets`);
    const asset = `/assets/${entry}`;
    const rows: (string | number)[][] = [];
    for (const [label, path] of [
      ["/ (pre-rendered HTML, brotli)", "/"],
      [`${asset} (hashed asset, brotli)`, asset],
    ] as const) {
      const result = await autocannon({
        url: `${server.origin}${path}`,
        connections: 50,
        duration: 10,
        headers: { "accept-encoding": "br, gzip" },
      });
      check(result.non2xx === 0 && result.errors === 0, `static ${path}: every answer 2xx`);
      rows.push([
        label,
        round(result.requests.average),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
        result.requests.total,
      ]);
      console.log(
        `static ${path}: ${round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
    await server.stop();
    sections.push(`### Static files

autocannon, 50 connections, 10 s each, \`Accept-Encoding: br, gzip\` (the pre-compressed file is sent).

${table(["URL", "req/s (mean)", "p50", "p99", "requests"], rows)}`);
  }

  if (!onlyAudience) {
    smtp.clear();
    const dataDir = freshDataDir();
    const server = await startServer(serverEnv(dataDir, smtp));
    const token = await fetchToken(server);
    await waitLikeAPerson();
    const result = await autocannon({
      url: `${server.origin}${enquiryEndpoint}`,
      method: "POST",
      connections: 50,
      amount: 2000,
      headers: postHeaders(token),
      body: JSON.stringify(enquiry("[<id>]")),
      idReplacement: true,
      timeout: 30,
    });
    const acknowledged = result["2xx"];
    const drainSeconds = await drain(server, smtp, acknowledged);
    await server.stop();
    const rows = await readStore(dataDir);
    const spam = rows.filter((r) => r.spamReason !== null).length;
    const mail = mailAccounting(rows, smtp);
    const reqPerSecond = acknowledged / result.duration;
    check(acknowledged === 2000, `enquiries: 2000 of 2000 answered 2xx (got ${acknowledged})`);
    check(
      rows.length === acknowledged,
      `enquiries: stored rows ${rows.length} = 2xx ${acknowledged}`,
    );
    check(spam === 0, `enquiries: none filed as spam (${spam})`);
    check(
      mail.missing === 0 && mail.unknown === 0 && mail.duplicates === 0,
      `enquiries: exactly one e-mail per row (${mail.received} e-mails for ${mail.expected} rows)`,
    );
    check(integrityCheck(dataDir) === "ok", "enquiries: SQLite integrity_check ok");
    console.log(
      `enquiries: ${round(reqPerSecond)} req/s, p99 ${result.latency.p99} ms, drained in ${round(drainSeconds, 1)} s`,
    );
    sections.push(`### Enquiries: 2,000 valid POSTs at 50 connections

Each with a genuine CSRF cookie + \`X-XSRF-TOKEN\` (issued more than ${spamRules.minFillMs / 1000} s before, as for a person) and unique text; SQLite store (WAL, \`synchronous=FULL\`), mail outbox to a local SMTP server.

${table(
  [
    "2xx",
    "other",
    "req/s",
    "p50",
    "p99",
    "stored rows",
    "filed as spam",
    "e-mails",
    "per row",
    "outbox drained in",
  ],
  [
    [
      acknowledged,
      result.non2xx + result.errors,
      round(reqPerSecond),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      rows.length,
      spam,
      mail.received,
      mail.duplicates === 0 && mail.missing === 0
        ? "exactly 1"
        : `${mail.missing} missing, ${mail.duplicates} twice`,
      `${round(drainSeconds, 1)} s`,
    ],
  ],
)}`);
  }

  if (!onlyAudience) {
    // The same client, body and solved X-Altcha header against a server with the rule on and a
    // webhook endpoint (so each enquiry also commits its enquiry.received job, delivered to a
    // loopback receiver) and one as before both (the rule off, no endpoint), alternately: the
    // difference is the verification, the used-solution write and the webhook job.
    const count = 2000;
    const connections = 50;
    const hmacKey = randomBytes(32).toString("hex");
    const keys = proofOfWorkKeys(hmacKey);
    const receiver = await startWebhookReceiver();
    const measured: { rule: "on" | "off"; perSecond: number; p50: number; p99: number }[] = [];
    for (const rule of ["off", "on", "off", "on", "off", "on"] as const) {
      smtp.clear();
      const dataDir = freshDataDir();
      if (rule === "on") {
        const store = await openStore({ DATA_DIR: dataDir, DATABASE_URL: undefined });
        await store.webhooks.addEndpoint({
          url: receiver.url,
          secret: newWebhookSecret(),
          events: ["enquiry.received"],
          actor: "bench@example.test",
          at: new Date(),
        });
        await store.close();
      }
      const server = await startServer(
        serverEnv(dataDir, smtp, {
          SPAM_PROOF_OF_WORK: rule,
          ALTCHA_HMAC_KEY: hmacKey,
          WEBHOOK_ALLOW_PRIVATE: "1",
        }),
      );
      const token = await fetchToken(server);
      // Solved before the clock starts: the visitor's browser does this work, not the server. A
      // small counter keeps that quick; checking a solution costs the same whatever the counter.
      const proofs: string[] = [];
      for (let i = 0; i < count; i += 1) {
        proofs.push(await solvedPayload(await newChallenge(keys, { maxNumber: 1_000 })));
      }
      await waitLikeAPerson();
      const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
      const latencies: number[] = [];
      let next = 0;
      let accepted = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: connections }, async () => {
          for (let i = next++; i < count; i = next++) {
            const sentAt = performance.now();
            const status = await post(
              server.origin,
              agent,
              { ...postHeaders(token), [proofOfWorkHeader]: proofs[i] ?? "" },
              JSON.stringify(enquiry(`proof-${rule}-${measured.length}-${i}`)),
            );
            latencies.push(performance.now() - sentAt);
            if (status >= 200 && status < 300) accepted += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      agent.destroy();
      await drain(server, smtp, accepted);
      await server.stop();
      const rows = await readStore(dataDir);
      const spam = rows.filter((r) => r.spamReason !== null).length;
      check(accepted === count, `proof of work ${rule}: ${count} of ${count} answered 2xx`);
      check(spam === 0, `proof of work ${rule}: every solution accepted, none held (${spam})`);
      if (rule === "on") {
        const jobs = new DatabaseSync(join(dataDir, sqliteFileName), { readOnly: true });
        const written = Number(
          jobs.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'webhook'").get()?.n ?? 0,
        );
        jobs.close();
        check(written === count, `proof of work on: a webhook job for each enquiry (${written})`);
      }
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      measured.push({ rule, perSecond: accepted / seconds, p50: at(0.5), p99: at(0.99) });
      console.log(
        `proof of work ${rule}: ${round(accepted / seconds)} enquiries/s, p99 ${round(at(0.99))} ms`,
      );
    }
    const mean = (rule: "on" | "off") => {
      const runs = measured.filter((m) => m.rule === rule);
      return runs.reduce((sum, m) => sum + m.perSecond, 0) / runs.length;
    };
    const slower = 1 - mean("on") / mean("off");
    check(slower <= 0.2, `proof of work: at most 20% slower (${round(slower * 100, 1)}%)`);
    await receiver.close();
    sections.push(`### Enquiries with the proof of work checked and a webhook job written, side by side with neither

${count} POSTs at ${connections} connections per run, each with its own solved challenge in \`${proofOfWorkHeader}\` (solved before the clock starts, as a browser does while the visitor types), genuine CSRF headers and unique text; SQLite store, outbox to the local SMTP server. Runs alternate off, on, three times each, on fresh servers. With the rule on each POST checks the challenge's signature and the solution's, and (one webhook endpoint configured) commits, in the enquiry's own transaction, the challenge as used (in the shared \`rate_limits\` table) and an \`enquiry.received\` delivery job, which the server then posts to a loopback receiver. "off" is the site as it was before both: no proof of work, no endpoint. Requirement: at most 20% slower.

${table(
  ["run", "SPAM_PROOF_OF_WORK", "enquiries/s", "p50", "p99"],
  measured.map((m, i) => [
    i + 1,
    m.rule,
    round(m.perSecond),
    `${round(m.p50)} ms`,
    `${round(m.p99)} ms`,
  ]),
)}

Mean: **${round(mean("on"))} enquiries/s with the proof of work checked, ${round(mean("off"))} with the rule off: ${round(Math.abs(slower) * 100, 1)}% ${slower >= 0 ? "slower" : "faster"}.**`);
  }

  if (!onlyAudience) {
    const rows: (string | number)[][] = [];
    let totalLost = 0;
    for (let run = 1; run <= killRuns; run++) {
      smtp.clear();
      const dataDir = freshDataDir();
      // A job claimed by the killed process is retried once its lease runs out: the shortest the
      // server accepts, one SMTP send's bound.
      const env = serverEnv(dataDir, smtp, { OUTBOX_LEASE_MS: String(sendBoundMs) });
      const server = await startServer(env);
      const token = await fetchToken(server);
      await waitLikeAPerson();
      const total = 600;
      const killAt = total / 2;
      const acknowledged = new Set<string>();
      let sent = 0;
      let failed = 0;
      let killed: Promise<void> | undefined;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
      const worker = async () => {
        while (sent < total && !killed) {
          const marker = `kill-${run}-${sent++}`;
          try {
            const status = await post(
              server.origin,
              agent,
              postHeaders(token),
              JSON.stringify(enquiry(marker)),
            );
            if (status >= 200 && status < 300) acknowledged.add(marker);
            else failed++;
          } catch {
            failed++;
          }
          if (acknowledged.size >= killAt && !killed) killed = server.kill();
        }
      };
      await Promise.all(Array.from({ length: 50 }, worker));
      await killed;
      agent.destroy();
      const restarted = await startServer(env);
      const stored = await readStore(dataDir);
      await drain(restarted, smtp, stored.filter((r) => r.spamReason === null).length);
      await restarted.stop();
      const after = await readStore(dataDir);
      const markers = new Set(after.map((r) => /enquiry (kill-\d+-\d+)\./.exec(r.message)?.[1]));
      const lost = [...acknowledged].filter((m) => !markers.has(m)).length;
      totalLost += lost;
      const integrity = integrityCheck(dataDir);
      const mail = mailAccounting(after, smtp);
      check(
        lost === 0,
        `kill run ${run}: 0 of ${acknowledged.size} acknowledged enquiries lost (${lost})`,
      );
      check(integrity === "ok", `kill run ${run}: integrity_check ${integrity}`);
      check(
        mail.missing === 0 && mail.unknown === 0,
        `kill run ${run}: every stored enquiry mailed (${mail.expected} rows, ${mail.received} e-mails, ${mail.duplicates} resent)`,
      );
      rows.push([
        run,
        acknowledged.size,
        failed,
        after.length,
        after.length - acknowledged.size,
        lost,
        integrity,
        mail.received,
        mail.duplicates,
      ]);
    }
    sections.push(`### SIGKILL halfway and restart, ${killRuns} runs

Per run: a fresh store; 50 connections send up to 600 enquiries; once 300 are acknowledged (2xx) the server gets SIGKILL (no close hooks), is started again on the same \`DATA_DIR\`, and the outbox drains. "Stored, not acknowledged" are enquiries committed whose answer the kill cut off (the visitor saw an error and may resend). "Resent" e-mails: a message the SMTP server had accepted just before the kill, before the outbox recorded it as sent, goes again with the same \`Message-ID\`, so mail clients show it once (at-least-once delivery; the alternative, at-most-once, could lose an enquiry).

${table(
  [
    "run",
    "acknowledged",
    "failed (killed)",
    "stored",
    "stored, not acknowledged",
    "acknowledged lost",
    "integrity_check",
    "e-mails",
    "resent (same Message-ID)",
  ],
  rows,
)}

**Acknowledged enquiries lost in ${killRuns} runs: ${totalLost}.**`);
  }

  if (!onlyAudience) {
    smtp.clear();
    const dataDir = freshDataDir();
    // One trusted hop, so that the forged X-Forwarded-* cases reach the code that reads them.
    const server = await startServer(serverEnv(dataDir, smtp, { TRUST_PROXY: "1" }));
    const context = {
      token: await fetchToken(server),
      otherToken: await fetchToken(server),
      cookieName: csrfNames.cookie,
      headerName: csrfNames.header,
    };
    const cases = [
      ...fc.sample(malformedEnquiry, { numRuns: fuzzRuns, seed: fuzzSeed }),
      ...everySpellingAndForgery(),
    ];
    const byKind = new Map<string, { count: number; statuses: Map<number, number> }>();
    const bad: string[] = [];
    let fiveHundreds = 0;
    let leaks = 0;
    let next = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const started = Date.now();
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++] as MalformedCase;
        let status = 0;
        let body = "";
        try {
          ({ status, body } = await postFull(
            server.origin,
            agent,
            headersFor(c, context),
            c.body,
            c.target,
          ));
        } catch (error) {
          bad.push(`${c.kind}: request failed (${(error as Error).message})`);
        }
        const entry = byKind.get(c.kind) ?? { count: 0, statuses: new Map() };
        entry.count++;
        entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
        byKind.set(c.kind, entry);
        if (status >= 500) fiveHundreds++;
        if (leaksInternals(body)) leaks++;
        if (!(status >= 400 && status < 500) && bad.length < 10) {
          bad.push(`${c.kind} → ${status}: ${JSON.stringify(c.body.slice(0, 120))}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    agent.destroy();
    const fuzzSeconds = (Date.now() - started) / 1000;
    const up = (await health(server)).status;
    const alive = server.child.exitCode === null;
    await new Promise((r) => setTimeout(r, 1000));
    const storedAfterFuzz = (await readStore(dataDir)).length;
    const mailedAfterFuzz = smtp.messages.length;
    const fourHundreds = [...byKind.values()].reduce(
      (sum, k) =>
        sum + [...k.statuses].filter(([s]) => s >= 400 && s < 500).reduce((a, [, n]) => a + n, 0),
      0,
    );
    const errorLines = server
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line)).length;
    check(
      fourHundreds === cases.length,
      `malformed: ${fourHundreds} of ${cases.length} answered 4xx`,
    );
    check(fiveHundreds === 0, `malformed: no 5xx (${fiveHundreds})`);
    check(leaks === 0, `malformed: no stack trace or internals in any answer (${leaks})`);
    check(alive && up === "ok", "malformed: the server is still up and healthy");
    check(storedAfterFuzz === 0, `malformed: nothing stored (${storedAfterFuzz})`);
    check(mailedAfterFuzz === 0, `malformed: nothing mailed (${mailedAfterFuzz})`);
    for (const line of bad) console.log(`  ${line}`);

    // Valid enquiries whose text tries to add headers or recipients: stored, mailed, inert.
    const token = await fetchToken(server);
    await waitLikeAPerson();
    const injections = 200;
    let accepted = 0;
    // Every field a header or the e-mail's text shows as typed (the e-mail address has its own shape).
    const textFields = enquiryFields.filter((field) => field !== "email");
    const injectionAgent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    for (let i = 0; i < injections; i++) {
      const attack = headerInjections[i % headerInjections.length] ?? "";
      const field = textFields[i % textFields.length] ?? "name";
      const body = JSON.stringify(enquiry(`inject-${i}`, { [field]: `${attack} #${i}` }));
      const status = await post(server.origin, injectionAgent, postHeaders(token), body);
      if (status === 200) accepted++;
    }
    injectionAgent.destroy();
    await drain(server, smtp, accepted);
    await server.stop();
    const injected = smtp.messages.filter(
      (mail) =>
        injectedHeaderNames.some((name) => mail.headers.has(name)) ||
        mail.envelope.to.join(",") !== contactTo ||
        mail.headers.get("subject")?.length !== 1,
    ).length;
    check(
      accepted === injections,
      `injection: ${accepted} of ${injections} valid enquiries with CRLF payloads accepted`,
    );
    check(
      smtp.messages.length === accepted,
      `injection: ${smtp.messages.length} e-mails for ${accepted} enquiries`,
    );
    check(
      injected === 0,
      `injection: no e-mail with an injected header or recipient (${injected})`,
    );

    const kindRows = [...byKind.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, k]) => [
        kind,
        k.count,
        [...k.statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(", "),
      ]);
    sections.push(`### ${cases.length.toLocaleString("en")} malformed requests (fast-check, seed ${fuzzSeed})

Each case is broken in at least one way the API refuses (the kind below), while its other fields carry unicode edge cases (lone surrogates, BOM, bidi overrides, zero-width and combining characters, U+2028, noncharacters) and CRLF header-injection attempts. 16 connections, ${round(fuzzSeconds, 1)} s.

**${fourHundreds} of ${cases.length} answered 4xx; 5xx: ${fiveHundreds}; answers with a stack trace or internals: ${leaks}; server up afterwards: ${alive && up === "ok" ? "yes" : "no"}; rows stored: ${storedAfterFuzz}; e-mails: ${mailedAfterFuzz}; error lines in the server log: ${errorLines}.**

${table(["kind", "cases", "statuses"], kindRows)}

Then ${injections} **valid** enquiries with header-injection payloads (${headerInjections.length} patterns: CRLF, bare LF/CR, U+2028, U+0085, encoded CRLF, SMTP dot-stuffing) in the name, subject, phone or message: ${accepted} accepted and mailed, **${injected} e-mails with an injected header or an extra recipient** (checked: no \`Bcc\`/\`Cc\`/\`X-Injected\` header, one \`Subject\`, the envelope's only recipient is \`CONTACT_TO\`).`);
  }

  if (!onlyAudience) {
    // The server's default log level, as `npm run serve` runs it: logging each request is part of
    // what a flood costs.
    const figures = await measureFloods(() =>
      startServer(serverEnv(freshDataDir(), undefined, { LOG_LEVEL: "info" })),
    );
    for (const f of figures) {
      check(
        floodPassed(f),
        `pipelining ${f.connections} x ${f.requests} GET ${f.path}: peak ${Math.round(f.peakRssBytes / 2 ** 20)} MB, slowest /api/health ${Math.round(Math.max(...f.healthMs))} ms, ${f.closedByServer} of ${f.connections} connections closed by the server`,
      );
    }
    sections.push(`### Pipelined requests from clients that read slowly

Each connection writes all its requests in one write (20,000 \`GET /\` are 540 KB), then reads one chunk every 100 ms; meanwhile another client asks \`/api/health\` every 20 ms. A fresh server (\`LOG_LEVEL=info\`, its default) for each attack; its memory from \`/proc\` (peak RSS, reset when the attack starts), watched for 2 s at least and until the attack's connections are closed, 15 s at most. Targets: peak RSS under ${floodLimits.rssBytes / 2 ** 20} MB, every \`/api/health\` under ${floodLimits.healthMs} ms, the connections closed by the server.

${floodTable(figures)}`);
  }

  {
    // The home page with the audience count off and on, alternating on fresh servers. Each request
    // is a browser with one of 5,000 user agents, so most views are of a visitor already seen that
    // day and some of a new one; a third of the visitors come from one of 7 campaigns.
    const measured: { counting: "on" | "off"; perSecond: number; p50: number; p99: number }[] = [];
    // Five pairs of 6 s rather than three of 10 s: two runs of the same server on this machine
    // differ by up to a tenth, so more pairs give the medians a chance to say something.
    const pairs = 5;
    const order = Array.from({ length: pairs }, () => ["off", "on"] as const).flat();
    for (const counting of order) {
      const dataDir = freshDataDir();
      const server = await startServer(serverEnv(dataDir, undefined, { AUDIENCE: counting }));
      let n = 0;
      const result = await autocannon({
        url: `${server.origin}/`,
        connections: 50,
        duration: 6,
        headers: { "accept-encoding": "br, gzip" },
        requests: [
          {
            setupRequest: (request: Record<string, unknown>) => {
              n += 1;
              return {
                ...request,
                // A visitor comes from one campaign (of 7) or none.
                path:
                  (n % 5000) % 3 === 0 ? `/?utm_source=bench&utm_campaign=c${(n % 5000) % 7}` : "/",
                headers: {
                  ...(request.headers as Record<string, string>),
                  "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.${n % 5000}.0 Safari/537.36`,
                },
              };
            },
          },
        ],
      });
      await server.stop();
      check(result.non2xx === 0 && result.errors === 0, `audience ${counting}: every answer 2xx`);
      if (counting === "on") {
        const db = new DatabaseSync(join(dataDir, sqliteFileName), { readOnly: true });
        const views = Number(
          db.prepare("SELECT views FROM audience_counts WHERE dimension = 'total'").get()?.views ??
            0,
        );
        db.close();
        // Every view answered is written by the time the server has stopped (its last batch);
        // autocannon stops counting with up to one request per connection still being answered.
        check(
          views >= result.requests.total && views <= result.requests.total + 50,
          `audience on: ${views} views counted for ${result.requests.total} answered (and up to 50 in flight)`,
        );
      }
      measured.push({
        counting,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
      console.log(
        `audience ${counting}: ${round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
    // Medians of the runs of each: one run slowed by something else on the machine moves a
    // mean by a third of its slip, a median not at all.
    const median = (counting: "on" | "off", of: "perSecond" | "p99") => {
      const values = measured
        .filter((m) => m.counting === counting)
        .map((m) => m[of])
        .sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)] ?? 0;
    };
    const slower = 1 - median("on", "perSecond") / median("off", "perSecond");
    const p99Apart = median("on", "p99") / median("off", "p99") - 1;
    check(
      slower <= 0.05 && p99Apart <= 0.05,
      `audience: throughput and p99 at most 5% apart (${round(slower * 100, 1)}%, ${round(p99Apart * 100, 1)}%)`,
    );
    console.log(
      `audience: ${round(slower * 100, 1)}% fewer requests/s, p99 ${round(p99Apart * 100, 1)}% apart`,
    );
    await (process.env.BENCH_WRITE === "0" ? async () => {} : writeSection)(
      "api-audience",
      `### The home page with the audience count off and on: \`npm run bench:api\`

${stamp()}; ${versions}. autocannon on \`/\`, 50 connections, 6 s a run, \`Accept-Encoding: br, gzip\`, runs alternating off and on, five each, each on a fresh server (SQLite store). Each request is a browser with one of 5,000 user agents (so, from one address, 5,000 visitors), a third of those visitors arriving from one of 7 campaigns (each such view carries its campaign's parameters). With \`AUDIENCE=on\` every answer is counted after it is sent and written in batches; the check reads the stored total back. The target: throughput and p99 no more than 5% apart. Medians of five: **${round(slower * 100, 1)}%** fewer requests per second with counting on, p99 **${round(p99Apart * 100, 1)}%** apart.

${table(
  ["run", "AUDIENCE", "req/s (mean)", "p50", "p99"],
  measured.map((m, i) => [i + 1, m.counting, round(m.perSecond), `${m.p50} ms`, `${m.p99} ms`]),
)}`,
    );
  }
} finally {
  await smtp.stop();
  await rm(work, { recursive: true, force: true });
}

function post(origin: string, agent: http.Agent, headers: Record<string, string>, body: string) {
  return postFull(origin, agent, headers, body).then((r) => r.status);
}

function postFull(
  origin: string,
  agent: http.Agent,
  headers: Record<string, string>,
  body: string | Uint8Array,
  target = enquiryEndpoint,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        // Sent as written: encoded, doubled and absolute-form targets included.
        path: target,
        method: "POST",
        agent,
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

if (onlyAudience) process.exit(failures.length === 0 ? 0 : 1);
// BENCH_WRITE=0: a trial run that prints its checks and leaves docs/benchmarks.md alone.
await (process.env.BENCH_WRITE === "0" ? async () => {} : writeSection)(
  "api",
  `## Load and faults: \`npm run bench:api\`

${stamp()}; ${versions}; the server on loopback with \`RATE_LIMIT_PER_MINUTE=0\`, SQLite store, SMTP to a local smtp-server. The machine is shared (2 cores, other jobs running), so absolute rates are a floor.
Correctness checks: ${failures.length === 0 ? "**all passed**" : `**${failures.length} failed**: ${failures.join("; ")}`}.

${sections.join("\n\n")}`,
);
console.log(
  failures.length === 0
    ? "bench:api: all checks passed"
    : `bench:api: ${failures.length} checks failed`,
);
if (failures.length > 0) process.exitCode = 1;
