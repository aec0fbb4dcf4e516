// When to try an e-mail again, and when to give up.

export interface RetryPolicy {
  baseMs: number;
  /** The cap: once SMTP is back, a waiting e-mail goes out within this long. */
  maxMs: number;
  maxAttempts: number;
}

/** Exponential backoff, capped, with jitter so that many waiting jobs do not retry in lockstep. */
export function retryDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, policy.maxMs);
  return Math.round(capped / 2 + (random() * capped) / 2);
}

interface SendError {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * "retry" for connection trouble and 4xx replies; "fail" for 5xx replies, which the same message
 * would get again. 503 (bad sequence) and authentication refusals are about the session or our
 * credentials, not the message, so they are retried too.
 */
export function classifySendError(error: unknown): "retry" | "fail" {
  const { code, responseCode } = (error ?? {}) as SendError;
  if (code === "EAUTH" || code === "ENOAUTH") return "retry";
  if (typeof responseCode === "number" && responseCode >= 500 && responseCode !== 503) {
    return "fail";
  }
  return "retry";
}

/** A short, log-safe description of a send error for the outbox row. */
export function describeSendError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as SendError;
  const message = error instanceof Error ? error.message : String(error);
  const prefix = [code, responseCode].filter((part) => part !== undefined).join(" ");
  return `${prefix ? `${prefix}: ` : ""}${message}`.replace(/\s+/g, " ").slice(0, 500);
}
