// Without SMTP_URL the command's output is the only copy: no .eml file keeps a live link around.
import { randomUUID } from "node:crypto";
import { createMailer } from "../mail/mailer.ts";
import type { AdminConfig } from "./config.ts";

export async function emailSetPasswordLink(
  config: Pick<AdminConfig, "SMTP_URL" | "CONTACT_FROM" | "DATA_DIR" | "ADMIN_URL">,
  to: { name: string; email: string },
  link: string,
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const mailer = createMailer(config);
  const text = `Hello ${to.name},

An account has been made for you in the website's back office (${config.ADMIN_URL}).
Set your password within 24 hours with this link, which works once:

${link}

If you did not expect this e-mail, you can ignore it.
`;
  try {
    await mailer.send({
      from: { name: "Website back office", address: config.CONTACT_FROM },
      to: to.email,
      replyTo: { name: "Website back office", address: config.CONTACT_FROM },
      subject: "Your account in the website's back office",
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
