// An account is counted by the address typed, whether or not it exists, so the refusal says
// nothing about which accounts do. Each attempt is counted before its password is checked: reading
// the counts first and counting failures after let a burst sent at once through whole.
import type { RateLimitCounter, WindowCount } from "../store/rate-limit-store.ts";

export const signInLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  /** Password checks under way at once, per account and per address, in each process. */
  inFlight: 2,
};

/** The longest e-mail address there is; anything typed beyond it is cut before any use. */
export const maxEmailLength = 254;

export function typedEmail(value: unknown): string {
  return String(value ?? "")
    .trim()
    .slice(0, maxEmailLength)
    .toLowerCase();
}

export type Attempt =
  | { allowed: true; finished(signedIn: boolean): Promise<void> }
  | {
      allowed: false;
      waitSeconds: number;
      /** The limits this attempt was the first to pass in their window (to record once). */
      firstRefused: ("account" | "address")[];
    };

export function signInThrottle(counter: RateLimitCounter, limits = signInLimits) {
  const keys = (email: string, address: string) => ({
    account: `back-office-sign-in:account:${typedEmail(email)}`,
    address: `back-office-sign-in:address:${address}`,
  });
  const slots = inFlightSlots(limits.inFlight);

  return {
    async attempt(email: string, address: string): Promise<Attempt> {
      const key = keys(email, address);
      const [account, from] = await Promise.all([
        counter.hit(key.account, limits.windowMs),
        counter.hit(key.address, limits.windowMs),
      ]);
      const over = (count: WindowCount, limit: number) => count.hits > limit;
      if (over(account, limits.perAccount) || over(from, limits.perAddress)) {
        const waits = [
          over(account, limits.perAccount) ? account.resetsInMs : 0,
          over(from, limits.perAddress) ? from.resetsInMs : 0,
        ];
        const firstRefused: ("account" | "address")[] = [];
        if (account.hits === limits.perAccount + 1) firstRefused.push("account");
        if (from.hits === limits.perAddress + 1) firstRefused.push("address");
        return {
          allowed: false,
          waitSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)),
          firstRefused,
        };
      }
      // Always the account's slot before the address's: one order for all, so no two attempts
      // can each hold what the other waits for.
      await slots.take(key.account);
      await slots.take(key.address);
      return {
        allowed: true,
        async finished(signedIn) {
          slots.give(key.address);
          slots.give(key.account);
          // A right password takes back its own count: colleagues behind one address sign in
          // all day without using up the address's allowance.
          if (signedIn) await Promise.all([counter.undo(key.account), counter.undo(key.address)]);
        },
      };
    },
  };
}

/** A counting semaphore per key; waiting attempts are few, as each was counted first. */
export function inFlightSlots(limit: number) {
  const keys = new Map<string, { taken: number; waiting: (() => void)[] }>();
  return {
    async take(key: string) {
      const slot = keys.get(key) ?? { taken: 0, waiting: [] };
      keys.set(key, slot);
      if (slot.taken < limit) {
        slot.taken++;
        return;
      }
      await new Promise<void>((resolve) => slot.waiting.push(resolve));
    },
    give(key: string) {
      const slot = keys.get(key);
      if (!slot) return;
      const next = slot.waiting.shift();
      // Handed straight to the next in line: the count of slots taken stays the same.
      if (next) return next();
      slot.taken--;
      if (slot.taken === 0) keys.delete(key);
    },
    takenFor(key: string) {
      return keys.get(key)?.taken ?? 0;
    },
  };
}
