// Sends one composed e-mail: over SMTP (SMTP_URL) or, when that is unset, as an .eml file in
// DATA_DIR/outbox/ so that development and tests work offline (house style, epic-stack).
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { EnquiryEmail } from "./enquiry-email.ts";

export interface Mailer {
  readonly kind: "smtp" | "eml";
  send(email: EnquiryEmail): Promise<void>;
  close(): void;
}

// Nothing the visitor sends may make nodemailer read a file or fetch a URL.
const safety = { disableFileAccess: true, disableUrlAccess: true } as const;

export function emlFileName(messageId: string): string {
  return `${messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9._@-]/g, "_")}.eml`;
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
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
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

  const dir = join(config.DATA_DIR, "outbox");
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
      await mkdir(dir, { recursive: true });
      // One file per Message-ID: a resend overwrites it. Written aside, then renamed into place, so
      // a reader never sees half a message.
      const file = join(dir, emlFileName(email.messageId));
      await writeFile(`${file}.tmp`, info.message as Buffer, { flush: true });
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
