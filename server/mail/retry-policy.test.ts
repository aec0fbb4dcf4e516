import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifySendError, describeSendError, retryDelay } from "./retry-policy.ts";

const policy = { baseMs: 5_000, maxMs: 300_000, maxAttempts: 300 };

describe("retryDelay", () => {
  it("doubles from the base and stops at the cap", () => {
    const top = () => 1;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelay(attempt, policy, top))).toEqual(
      [5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000],
    );
  });

  it("stays between half and all of the capped delay, whatever the attempt", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, r) => {
          const delay = retryDelay(attempt, policy, () => r);
          const capped = Math.min(policy.baseMs * 2 ** (attempt - 1), policy.maxMs);
          expect(delay).toBeGreaterThanOrEqual(Math.floor(capped / 2));
          expect(delay).toBeLessThanOrEqual(policy.maxMs);
        },
      ),
    );
  });
});

describe("classifySendError", () => {
  it("retries connection trouble and 4xx replies", () => {
    expect(classifySendError(Object.assign(new Error("refused"), { code: "ECONNECTION" }))).toBe(
      "retry",
    );
    expect(classifySendError(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }))).toBe(
      "retry",
    );
    expect(classifySendError(Object.assign(new Error("busy"), { responseCode: 421 }))).toBe(
      "retry",
    );
    expect(classifySendError(Object.assign(new Error("greylisted"), { responseCode: 451 }))).toBe(
      "retry",
    );
    expect(classifySendError(new Error("anything else"))).toBe("retry");
  });

  it("fails on 5xx replies, except a bad sequence and our own credentials", () => {
    expect(classifySendError(Object.assign(new Error("no such user"), { responseCode: 550 }))).toBe(
      "fail",
    );
    expect(classifySendError(Object.assign(new Error("too big"), { responseCode: 552 }))).toBe(
      "fail",
    );
    expect(classifySendError(Object.assign(new Error("sequence"), { responseCode: 503 }))).toBe(
      "retry",
    );
    expect(
      classifySendError(Object.assign(new Error("auth"), { code: "EAUTH", responseCode: 535 })),
    ).toBe("retry");
  });

  it("describes an error on one short line", () => {
    const error = Object.assign(new Error("Mailbox\r\nunavailable"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    expect(describeSendError(error)).toBe("EENVELOPE 550: Mailbox unavailable");
    expect(describeSendError(new Error("x".repeat(2000)))).toHaveLength(500);
  });
});
