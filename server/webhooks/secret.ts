import { randomBytes } from "node:crypto";

/**
 * A new signing secret in the form the `standardwebhooks` package reads: "whsec_" and the base64 of 24 random bytes
 * (the receiver's library takes it as it is shown).
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}
