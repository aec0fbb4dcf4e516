// Without SMTP_URL the command's output is the only copy: no .eml file keeps a live link around.
import { randomUUID } from "node:crypto";
import { createMailer } from "../mail/mailer.ts";
import type { AdminConfig } from "./config.ts";

/** Why the link is sent: a new account, a new link from an administrator, or "Forgot password?". */
export type LinkReason = "new account" | "resent" | "forgotten";

/** "24 hours", "1 hour", "90 minutes". */
export function lifetimeWords(minutes: number) {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
}

function words(reason: LinkReason, adminUrl: string, minutes: number) {
  const within = lifetimeWords(minutes);
  if (reason === "forgotten") {
    return {
      subject: "A new password for the website's back office",
      opening: `Someone, probably you, asked for a new password for your account in the website's
back office (${adminUrl}). Set a new one within ${within} with this link, which works once:`,
      closing: "If you did not ask for it, ignore this e-mail: your password stays as it is.",
    };
  }
  if (reason === "resent") {
    return {
      subject: "Set your password for the website's back office",
      opening: `An administrator sent you a new link for your account in the website's back office
(${adminUrl}). Set your password within ${within} with this link, which works once:`,
      closing: "If you did not expect this e-mail, you can ignore it.",
    };
  }
  return {
    subject: "Your account in the website's back office",
    opening: `An account has been made for you in the website's back office (${adminUrl}).
Set your password within ${within} with this link, which works once:`,
    closing: "If you did not expect this e-mail, you can ignore it.",
  };
}

export async function emailSetPasswordLink(
  config: Pick<AdminConfig, "SMTP_URL" | "CONTACT_FROM" | "DATA_DIR" | "ADMIN_URL">,
  to: { name: string; email: string },
  link: string,
  { reason = "new account", minutes = 24 * 60 }: { reason?: LinkReason; minutes?: number } = {},
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const mailer = createMailer(config);
  const { subject, opening, closing } = words(reason, config.ADMIN_URL, minutes);
  const text = `Hello ${to.name},

${opening}

${link}

${closing}
`;
  try {
    await mailer.send({
      from: { name: "Website back office", address: config.CONTACT_FROM },
      to: to.email,
      replyTo: { name: "Website back office", address: config.CONTACT_FROM },
      subject,
      messageId: `<${randomUUID()}@back-office>`,
      date: new Date(),
      headers: {},
      text,
      html: "",
    });
    return true;
  } finally {
    mailer.close();
  }
}
