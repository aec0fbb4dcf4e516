// An e-mail held by a server that died goes out within a minute, once (docs/product.md).
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pollUntil } from "../tests/support/poll.ts";
import {
  createTestSchema,
  postgresSkipReason,
  testDatabaseUrl,
} from "../tests/support/postgres.ts";
import { type ServerProcess, spawnServer } from "../tests/support/server-process.ts";
import { silentPort } from "../tests/support/silent-port.ts";
import { type SmtpSink, startSmtpSink } from "../tests/support/smtp-sink.ts";
import { tempDir, tinySite, validEnquiry } from "../tests/support/test-app.ts";
import type { EnquiryStore } from "./store/enquiry-store.ts";
import { openPostgresStore } from "./store/postgres-store.ts";
import { openSqliteStore } from "./store/sqlite-store.ts";

const slow = { timeout: 90_000 };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(env: Record<string, string>) {
  const child = await spawnServer(env);
  cleanups.push(() => child.kill("SIGKILL"));
  return child;
}

async function sinkThatIsDown() {
  const smtp = await startSmtpSink();
  await smtp.stop();
  cleanups.push(() => smtp.stop());
  return smtp;
}

function messageIds(smtp: SmtpSink) {
  return smtp.messages.map((mail) => mail.header("message-id"));
}

// Quick retries; the lease stays at its default, so no test passes by a short lease. The tests
// after the first count the staff e-mails alone (ACK_EMAILS off below).
const outboxEnv = {
  OUTBOX_POLL_MS: "50",
  OUTBOX_RETRY_BASE_MS: "100",
  OUTBOX_RETRY_MAX_MS: "400",
};

async function drained(store: EnquiryStore, timeoutMs = 60_000) {
  await pollUntil(
    "the outbox to be drained",
    async () => (await store.outbox.stats()).pending === 0,
    { timeoutMs },
  );
}

async function smtpThatHangs() {
  const smtp = await startSmtpSink();
  await smtp.stop();
  cleanups.push(() => smtp.stop());
  const silent = await silentPort(smtp.port);
  cleanups.push(() => silent.close());
  return {
    smtp,
    async comeBack() {
      await silent.close();
      await smtp.start();
    },
  };
}

async function outboxHealth(server: ServerProcess): Promise<{ sending: number }> {
  return (await (await fetch(`${server.url}/api/health`)).json()).outbox;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  let last: T | undefined;
  return pollUntil(
    () => `a value it waited for (last ${JSON.stringify(last)})`,
    async () => {
      last = await read();
      return done(last) ? { value: last } : undefined;
    },
    { timeoutMs },
  ).then(({ value }) => value);
}

interface StoreUnderTest {
  env: Record<string, string>;
  open(): Promise<EnquiryStore>;
}

const stores: [string, () => Promise<StoreUnderTest>, string | undefined][] = [
  [
    "SQLite",
    async () => {
      const dir = await tempDir("durability");
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return {
        env: { DATA_DIR: join(dir, "data"), STATIC_DIR: await tinySite(dir) },
        open: async () => openSqliteStore(join(dir, "data", "enquiries.sqlite")),
      };
    },
    undefined,
  ],
  [
    "PostgreSQL",
    async () => {
      const dir = await tempDir("durability");
      const schema = await createTestSchema("durability");
      cleanups.push(() => rm(dir, { recursive: true, force: true }), schema.drop);
      return {
        env: {
          DATA_DIR: join(dir, "data"),
          STATIC_DIR: await tinySite(dir),
          DATABASE_URL: schema.url,
        },
        open: () => openPostgresStore(schema.url),
      };
    },
    testDatabaseUrl ? undefined : postgresSkipReason,
  ],
];

describe.each(stores)(
  "a server killed with SIGKILL right after answering 2xx (%s)",
  (_name, setUp, skip) => {
    it.skipIf(skip !== undefined)(
      "has every answered enquiry after the restart, and e-mails each and its acknowledgement once",
      slow,
      async () => {
        const { env, open } = await setUp();
        const smtp = await sinkThatIsDown();
        const first = await server({ ...env, ...outboxEnv, SMTP_URL: smtp.url });

        // Each from its own address, so each is acknowledged (one per address per 24 hours).
        const sent = Array.from({ length: 20 }, (_, i) =>
          validEnquiry({ subject: `Crash test ${i}`, email: `crash-${i}@example.org` }),
        );
        let answered = 0;
        await Promise.all(
          sent.map(async (body) => {
            const response = await first.post(body);
            expect(response.status).toBe(200);
            answered += 1;
            if (answered === sent.length) first.child.kill("SIGKILL");
          }),
        );
        await first.kill("SIGKILL");
        expect(first.child.signalCode).toBe("SIGKILL");

        await smtp.start();
        const second = await server({ ...env, ...outboxEnv, SMTP_URL: smtp.url });
        await smtp.waitFor(2 * sent.length, 30_000);
        const store = await open();
        cleanups.push(() => store.close());
        await drained(store);
        const rows = await store.list();
        expect(rows.map((row) => row.subject).sort()).toEqual(
          sent.map((body) => body.subject).sort(),
        );
        expect(rows.every((row) => row.mail?.status === "sent")).toBe(true);
        expect(rows.every((row) => row.acknowledgement?.status === "sent")).toBe(true);
        expect(messageIds(smtp).sort()).toEqual(
          rows
            .flatMap((row) => [
              `<enquiry-${row.publicId}@consulting.test>`,
              `<enquiry-${row.publicId}-acknowledgement@consulting.test>`,
            ])
            .sort(),
        );
        // Each visitor's acknowledgement went to that visitor's address, and to no one else.
        const acknowledgements = smtp.messages.filter((mail) =>
          mail.header("message-id")?.includes("-acknowledgement@"),
        );
        expect(acknowledgements.map((mail) => mail.envelope.to).sort()).toEqual(
          rows.map((row) => [row.email]).sort(),
        );
        await second.kill("SIGTERM");
        expect(second.child.exitCode).toBe(0);
      },
    );

    it.skipIf(skip !== undefined)(
      "sends an e-mail that was being sent at the kill within 60 s of the restart, once",
      slow,
      async () => {
        const { env, open } = await setUp();
        const { smtp, comeBack } = await smtpThatHangs();
        const first = await server({ ...env, SMTP_URL: smtp.url, ACK_EMAILS: "off" });
        const sent = [
          validEnquiry({ subject: "Held at the crash 1" }),
          validEnquiry({ subject: "Held at the crash 2" }),
        ];
        for (const body of sent) expect((await first.post(body)).status).toBe(200);

        await until(
          () => outboxHealth(first),
          (outbox) => outbox.sending >= 1,
        );
        await first.kill("SIGKILL");

        await comeBack();
        const restartedAt = Date.now();
        await server({ ...env, SMTP_URL: smtp.url, ACK_EMAILS: "off" });
        await smtp.waitFor(sent.length, 60_000);
        const delay = Date.now() - restartedAt;
        console.info(`crash recovery: held e-mails delivered ${delay} ms after the restart`);
        expect(delay).toBeLessThan(60_000);

        const store = await open();
        cleanups.push(() => store.close());
        await drained(store);
        const rows = await store.list();
        expect(rows.every((row) => row.mail?.status === "sent")).toBe(true);
        expect(messageIds(smtp).sort()).toEqual(
          rows.map((row) => `<enquiry-${row.publicId}@consulting.test>`).sort(),
        );
      },
    );
  },
);

describe.skipIf(!testDatabaseUrl)("two servers on one PostgreSQL database", () => {
  it("share the outbox: every e-mail goes out exactly once", slow, async () => {
    const dir = await tempDir("two-servers");
    const schema = await createTestSchema("two_servers");
    cleanups.push(() => rm(dir, { recursive: true, force: true }), schema.drop);
    const smtp = await sinkThatIsDown();
    const env = {
      ...outboxEnv,
      ACK_EMAILS: "off",
      DATABASE_URL: schema.url,
      STATIC_DIR: await tinySite(dir),
      SMTP_URL: smtp.url,
    };
    const servers: ServerProcess[] = [
      await server({ ...env, DATA_DIR: join(dir, "a") }),
      await server({ ...env, DATA_DIR: join(dir, "b") }),
    ];

    // SMTP is down while the enquiries come in, so both servers' workers then race for one backlog.
    const total = 40;
    await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const response = await servers[i % 2]!.post(validEnquiry({ subject: `Shared ${i}` }));
        expect(response.status).toBe(200);
      }),
    );
    await smtp.start();
    await smtp.waitFor(total, 30_000);
    const store = await openPostgresStore(schema.url);
    cleanups.push(() => store.close());
    await drained(store);

    const ids = messageIds(smtp);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);

    const sentBy = servers.map((s) =>
      s.logs
        .filter((entry) => entry.msg === "enquiry e-mail sent")
        .map((entry) => Number(entry.enquiry)),
    );
    console.info(`two servers: e-mails sent by A ${sentBy[0]?.length}, by B ${sentBy[1]?.length}`);
    expect(sentBy.every((ids) => ids.length > 0)).toBe(true);
    expect(new Set(sentBy.flat()).size).toBe(total);
    await Promise.all(servers.map((s) => s.kill("SIGTERM")));
  });
});

describe.skipIf(!testDatabaseUrl)(
  "two servers on one PostgreSQL database, one killed mid-send",
  () => {
    it("the survivor sends the dead server's e-mails within 60 s, each once", slow, async () => {
      const dir = await tempDir("two-servers-kill");
      const schema = await createTestSchema("two_servers_kill");
      cleanups.push(() => rm(dir, { recursive: true, force: true }), schema.drop);
      const { smtp, comeBack } = await smtpThatHangs();
      const env = {
        ...outboxEnv,
        ACK_EMAILS: "off",
        OUTBOX_POLL_MS: "200",
        DATABASE_URL: schema.url,
        STATIC_DIR: await tinySite(dir),
        SMTP_URL: smtp.url,
      };
      const a = await server({ ...env, DATA_DIR: join(dir, "a") });
      const b = await server({ ...env, DATA_DIR: join(dir, "b") });
      const store = await openPostgresStore(schema.url);
      cleanups.push(() => store.close());

      const total = 4;
      for (let i = 0; i < total; i += 1) {
        expect((await a.post(validEnquiry({ subject: `Mid-send ${i}` }))).status).toBe(200);
      }
      await until(
        () => store.outbox.stats(),
        (stats) => stats.sending === total,
      );
      const heldByA = (await store.outbox.claimsInFlight()).filter((claim) =>
        claim.includes(` ${a.child.pid} `),
      );
      expect(heldByA.length).toBeGreaterThan(0);
      await a.kill("SIGKILL");
      const killedAt = Date.now();

      await comeBack();
      await smtp.waitFor(total, 60_000);
      const delay = Date.now() - killedAt;
      console.info(`two servers: the dead server's e-mails delivered ${delay} ms after the kill`);
      expect(delay).toBeLessThan(60_000);
      await drained(store);
      const ids = messageIds(smtp);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      await b.kill("SIGTERM");
    });
  },
);
