export interface RetryPolicy {
  baseMs: number;
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

/** 503 (bad sequence) and authentication refusals are about the session, not the message: retried. */
export function classifySendError(error: unknown): "retry" | "fail" {
  const { code, responseCode } = (error ?? {}) as SendError;
  if (code === "EAUTH" || code === "ENOAUTH") return "retry";
  if (typeof responseCode === "number" && responseCode >= 500 && responseCode !== 503) {
    return "fail";
  }
  return "retry";
}

export function describeSendError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as SendError;
  const message = error instanceof Error ? error.message : String(error);
  const prefix = [code, responseCode].filter((part) => part !== undefined).join(" ");
  return `${prefix ? `${prefix}: ` : ""}${message}`.replace(/\s+/g, " ").slice(0, 500);
}
