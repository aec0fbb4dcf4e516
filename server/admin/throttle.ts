// An account is counted by the address typed, whether or not it exists, so the refusal says
// nothing about which accounts do.
import type { RateLimitCounter } from "../store/rate-limit-store.ts";

export const signInLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

export function signInThrottle(counter: RateLimitCounter, limits = signInLimits) {
  const keys = (email: string, address: string) => ({
    account: `back-office-sign-in:account:${email.trim().toLowerCase()}`,
    address: `back-office-sign-in:address:${address}`,
  });
  return {
    async waitSeconds(email: string, address: string): Promise<number> {
      const key = keys(email, address);
      const [account, from] = await Promise.all([
        counter.peek(key.account),
        counter.peek(key.address),
      ]);
      const blocked = [
        account.hits >= limits.perAccount ? account.resetsInMs : 0,
        from.hits >= limits.perAddress ? from.resetsInMs : 0,
      ];
      return Math.ceil(Math.max(...blocked) / 1000);
    },
    async failed(email: string, address: string) {
      const key = keys(email, address);
      await Promise.all([
        counter.hit(key.account, limits.windowMs),
        counter.hit(key.address, limits.windowMs),
      ]);
    },
  };
}
