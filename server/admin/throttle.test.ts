import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/test-app.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";
import { inFlightSlots, signInLimits, signInThrottle, typedEmail } from "./throttle.ts";

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function throttle() {
  const store = openSqliteStore(join(await tempDir("throttle"), "enquiries.sqlite"));
  closing.push(() => store.close());
  return signInThrottle(store.rateLimits);
}

describe("the sign-in throttle", () => {
  it("lets exactly 5 of 20 attempts sent at once on one account through, and refuses the rest", async () => {
    const sign = await throttle();
    // Each attempt let through checks its password (here: none) and finishes, freeing its slot.
    const attempts = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const attempt = await sign.attempt("one@example.test", `192.0.2.${n}`);
        if (attempt.allowed) await attempt.finished(false);
        return attempt;
      }),
    );
    const allowed = attempts.filter((attempt) => attempt.allowed);
    expect(allowed).toHaveLength(signInLimits.perAccount);
    const refused = attempts.flatMap((attempt) => (attempt.allowed ? [] : [attempt]));
    expect(refused.flatMap((attempt) => attempt.firstRefused)).toEqual(["account"]);
    for (const attempt of refused) expect(attempt.waitSeconds).toBeGreaterThan(14 * 60);
  });

  it("gives a right password's count back", async () => {
    const sign = await throttle();
    for (let n = 0; n < signInLimits.perAccount * 2; n++) {
      const attempt = await sign.attempt("right@example.test", "192.0.2.1");
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) await attempt.finished(true);
    }
  });

  it("counts an e-mail by its first 254 characters, in any case", () => {
    expect(typedEmail(`  ${"A".repeat(300)}@example.test `)).toBe("a".repeat(254));
  });
});

describe("slots in flight", () => {
  it("holds a third taker until a slot is given back, then hands it over", async () => {
    const slots = inFlightSlots(2);
    await slots.take("k");
    await slots.take("k");
    let third = false;
    const waiting = slots.take("k").then(() => {
      third = true;
    });
    await Promise.resolve();
    expect(third).toBe(false);
    expect(slots.takenFor("k")).toBe(2);
    slots.give("k");
    await waiting;
    expect(third).toBe(true);
    expect(slots.takenFor("k")).toBe(2);
    slots.give("k");
    slots.give("k");
    expect(slots.takenFor("k")).toBe(0);
  });
});
