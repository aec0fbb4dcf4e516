import { once } from "node:events";
import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMail } from "./parse-mail.ts";

export interface ReceivedMail extends ParsedMail {
  raw: string;
  envelope: { from: string; to: string[] };
  receivedAt: number;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly messages: ReceivedMail[];
  replyWith(code: number | null): void;
  readonly refused: number;
  delayReplies(ms: number): void;
  readonly connections: number;
  readonly maxInFlight: number;
  clear(): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let code: number | null = null;
  let refused = 0;
  let replyDelayMs = 0;
  let connections = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let server: SMTPServer | undefined;
  let boundPort = port;
  const waiters = new Set<() => void>();

  function create() {
    return new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      closeTimeout: 50,
      // No DNS on loopback: a reverse lookup per connection would cap the rate a bench can send at.
      disableReverseLookup: true,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          if (replyDelayMs > 0) await new Promise((wake) => setTimeout(wake, replyDelayMs));
          inFlight -= 1;
          if (code !== null) {
            refused += 1;
            const error = Object.assign(new Error(`Test sink says ${code}`), {
              responseCode: code,
            });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = session.envelope;
          messages.push({
            ...parseMail(raw),
            raw,
            envelope: {
              from: envelope.mailFrom ? envelope.mailFrom.address : "",
              to: envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            receivedAt: Date.now(),
          });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
  }

  async function start() {
    server = create();
    // A server killed mid-conversation resets its connection, which is what the kill tests and the
    // bench do; smtp-server reports it as an 'error' event, which unheard would end the process.
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
    });
    const net = server.listen(boundPort, "127.0.0.1");
    await once(net, "listening");
    const address = net.address();
    if (address && typeof address === "object") boundPort = address.port;
  }

  await start();

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    messages,
    get refused() {
      return refused;
    },
    replyWith(next) {
      code = next;
    },
    clear() {
      messages.length = 0;
    },
    delayReplies(ms) {
      replyDelayMs = ms;
    },
    get connections() {
      return connections;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`expected ${count} e-mails within ${timeoutMs} ms, got ${messages.length}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start,
  };
}
