import { readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import { ensurePrivateDir, privateFileMode } from "../store/private-files.ts";
import { type EnquiryEmail, messageIdLocalPart } from "./enquiry-email.ts";
import { smtpTimeouts } from "./smtp-timeouts.ts";

export interface Mailer {
  readonly kind: "smtp" | "eml";
  send(email: EnquiryEmail): Promise<void>;
  close(): void;
}

// Nothing the visitor sends may make nodemailer read a file or fetch a URL.
const safety = { disableFileAccess: true, disableUrlAccess: true } as const;

function emlFileName(messageId: string): string {
  return `${messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9._@-]/g, "_")}.eml`;
}

/** On disk DATA_DIR/outbox/, as the README says; in the code "outbox" means the e-mail queue. */
export const emlFolder = (dataDir: string) => join(dataDir, "outbox");

export async function removeEmlCopies(dataDir: string, publicIds: string[]): Promise<string[]> {
  if (publicIds.length === 0) return [];
  const dir = emlFolder(dataDir);
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  // Every e-mail an enquiry makes: the staff e-mail, and the visitor's acknowledgement and replies
  // (theirs start with the staff e-mail's local part and a hyphen).
  const prefixes = publicIds.flatMap((id) => [
    `${messageIdLocalPart(id)}@`,
    `${messageIdLocalPart(id)}-`,
  ]);
  const doomed = files.filter((file) => prefixes.some((prefix) => file.startsWith(prefix)));
  await Promise.all(doomed.map((file) => rm(join(dir, file), { force: true })));
  return doomed;
}

export function createMailer(
  config: Pick<Config, "SMTP_URL" | "DATA_DIR">,
  { connections = 1 }: { connections?: number } = {},
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      // Reused connections: a new SMTP handshake per e-mail cost more than the e-mail itself.
      pool: true,
      maxConnections: connections,
      // Fail fast so that the outbox retries, rather than hold a job for nodemailer's minutes.
      connectionTimeout: smtpTimeouts.connectionMs,
      greetingTimeout: smtpTimeouts.greetingMs,
      socketTimeout: smtpTimeouts.socketMs,
      ...safety,
    });
    return {
      kind: "smtp",
      async send(email) {
        await transport.sendMail({ ...email, ...safety });
      },
      close: () => transport.close(),
    };
  }

  const dir = emlFolder(config.DATA_DIR);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
    ...safety,
  });
  return {
    kind: "eml",
    async send(email) {
      const info = await transport.sendMail({ ...email, ...safety });
      ensurePrivateDir(config.DATA_DIR);
      ensurePrivateDir(dir);
      // One file per Message-ID: a resend overwrites it. Written aside, then renamed into place, so
      // a reader never sees half a message.
      const file = join(dir, emlFileName(email.messageId));
      await writeFile(`${file}.tmp`, info.message as Buffer, {
        flush: true,
        mode: privateFileMode,
      });
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
