import { setTimeout as sleep } from "node:timers/promises";

/**
 * Asks `check` again every `everyMs` until it gives a value (anything but undefined or false), and
 * gives up with `what` in the error after `timeoutMs`: every wait in a test has a bound and says
 * what it was waiting for.
 */
export async function pollUntil<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) {
      throw new Error(
        `gave up after ${timeoutMs / 1000} s: ${typeof what === "string" ? what : what()}`,
      );
    }
    await sleep(everyMs);
  }
}
