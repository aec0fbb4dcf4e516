import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice, testPassword } from "../../tests/support/back-office.ts";
import { cookieHeader, formToken } from "../../tests/support/form-post.ts";
import { signInLimits } from "./throttle.ts";

let office: BackOffice;
beforeEach(async () => {
  office = await startBackOffice();
});
afterEach(() => office.close());

/** One page's form token and cookie, then every sign-in sent at once, as a script would. */
async function signInsAtOnce(attempts: { email: string; password: string; from: string }[]) {
  const page = await office.inject({ method: "GET", url: "/sign-in" });
  const cookie = cookieHeader(page.headers["set-cookie"]);
  const csrf = formToken(page.body);
  return Promise.all(
    attempts.map(({ email, password, from }) =>
      office.inject({
        method: "POST",
        url: "/sign-in",
        remoteAddress: from,
        headers: {
          cookie,
          origin: office.config.ADMIN_URL,
          "sec-fetch-site": "same-origin",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams({ csrf, email, password }).toString(),
      }),
    ),
  );
}

function statuses(responses: { statusCode: number }[]) {
  const counts = new Map<number, number>();
  for (const { statusCode } of responses) counts.set(statusCode, (counts.get(statusCode) ?? 0) + 1);
  return Object.fromEntries(counts);
}

describe("sign-ins sent at once", { timeout: 60_000 }, () => {
  it("200 from one address, the last with the right password: at most 5 are checked, the rest refused, and nobody signs in", async () => {
    const { email } = await office.addPerson("admin", "burst@example.test");
    const attempts = Array.from({ length: 200 }, (_, index) => ({
      email,
      password: index === 199 ? testPassword : `wrong guess number ${index}`,
      from: "203.0.113.7",
    }));
    const responses = await signInsAtOnce(attempts);
    const counted = statuses(responses);
    expect(counted[303]).toBeUndefined();
    expect(counted[401] ?? 0).toBeGreaterThan(0);
    expect(counted[401] ?? 0).toBeLessThanOrEqual(signInLimits.perAccount);
    expect((counted[401] ?? 0) + (counted[429] ?? 0)).toBe(200);
    expect(responses.at(-1)?.statusCode).toBe(429);
    expect(responses.every((r) => !r.cookies.some((c) => c.name === "back-office-session"))).toBe(
      true,
    );
  });

  it("30 addresses at once on one account, the last with the right password: at most 5 are checked", async () => {
    const { email } = await office.addPerson("admin", "spread@example.test");
    const attempts = Array.from({ length: 30 }, (_, index) => ({
      email,
      password: index === 29 ? testPassword : `wrong guess number ${index}`,
      from: `198.51.100.${index + 1}`,
    }));
    const responses = await signInsAtOnce(attempts);
    const counted = statuses(responses);
    expect(counted[303]).toBeUndefined();
    expect(counted[401] ?? 0).toBeLessThanOrEqual(signInLimits.perAccount);
    expect((counted[401] ?? 0) + (counted[429] ?? 0)).toBe(30);
  });

  it("a right password after a few wrong ones signs in, and its own attempt is not held against the address", async () => {
    const { email } = await office.addPerson("editor", "colleague@example.test");
    for (let person = 0; person < signInLimits.perAddress + 2; person++) {
      const { response } = await office.signIn(email);
      expect(response.statusCode, `sign-in ${person + 1}`).toBe(303);
    }
  });
});

describe("a flood of throttled sign-ins", { timeout: 60_000 }, () => {
  it("600 refused sign-ins with a 30 KB e-mail leave at most 2 audit rows for the refusals, none holding more than 254 characters of it", async () => {
    const email = `${"a".repeat(30_000)}@example.test`;
    for (let attempt = 0; attempt < signInLimits.perAccount; attempt++) {
      const { response } = await office.signIn(email, "wrong password number x");
      expect(response.statusCode).toBe(401);
    }
    const responses = await signInsAtOnce(
      Array.from({ length: 600 }, () => ({
        email,
        password: "wrong password number x",
        from: "127.0.0.1",
      })),
    );
    expect(statuses(responses)).toEqual({ 429: 600 });
    const rows = await office.app.backOffice.store.audit.list(10_000);
    const refused = rows.filter((row) => row.action.startsWith("sign-in refused"));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(signInLimits.perAccount + 2);
    for (const row of rows) {
      expect(row.actor.length).toBeLessThanOrEqual(254);
      expect(row.detail.length).toBeLessThanOrEqual(300);
    }
  });
});
