// A local SMTP server (the smtp-server package) that keeps the envelope and the header block of every
// message it accepts, for counting e-mails per enquiry and checking headers after a bench.
import { once } from "node:events";
import { SMTPServer } from "smtp-server";

export interface CollectedMail {
  envelopeTo: string[];
  /** Unfolded header lines as [lower-case name, value]. */
  headers: [string, string][];
  messageId: string;
}

/** Header block → [name, value] pairs, continuation lines joined. */
export function parseHeaderBlock(raw: string): [string, string][] {
  const end = raw.search(/\r?\n\r?\n/);
  const block = end === -1 ? raw : raw.slice(0, end);
  const lines: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += ` ${line.trim()}`;
    else lines.push(line);
  }
  return lines.map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
}

export async function startSmtpCollector() {
  const messages: CollectedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    closeTimeout: 100,
    // No DNS on loopback: a reverse lookup per connection would cap the rate the outbox can send at.
    disableReverseLookup: true,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const headers = parseHeaderBlock(Buffer.concat(chunks).toString("utf8"));
        messages.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers,
          messageId: headers.find(([name]) => name === "message-id")?.[1] ?? "",
        });
        callback();
      });
    },
  });
  const net = server.listen(0, "127.0.0.1");
  await once(net, "listening");
  const address = net.address();
  const port = address && typeof address === "object" ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    clear: () => {
      messages.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCollector = Awaited<ReturnType<typeof startSmtpCollector>>;
