import type { DatabaseSync } from "node:sqlite";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BackOffice,
  startBackOffice,
  testOrigin,
  testPassword,
} from "../../tests/support/back-office.ts";

let office: BackOffice;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  office = await startBackOffice({}, { logger: { level: "trace", stream } });
});
afterAll(() => office.close());

const get = (url: string, cookie = "") =>
  office.inject({ method: "GET", url, headers: { cookie } });
const database = () => office.app.backOffice.store.database as DatabaseSync;

describe("where a sign-in leads", { timeout: 60_000 }, () => {
  it.each([
    ["/\t/evil.example/"],
    ["/\n/evil.example/"],
    ["/x\r\nSet-Cookie: a=b"],
    ["//evil.example/"],
    ["/\\evil.example/"],
    ["https://evil.example/"],
    ["http://127.0.0.1:3002/"],
    [" /changes"],
  ])("sends %j home, never elsewhere and never to an error", async (next) => {
    const { email } = await office.addPerson("editor", `next-${Math.random()}@example.test`);
    const { response } = await office.postForm("/sign-in", {
      email,
      password: testPassword,
      next,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/");
  });

  it("keeps a path of this back office with its query and fragment", async () => {
    const { email } = await office.addPerson("editor", "next-kept@example.test");
    for (const [next, location] of [
      ["/changes?x=1#y", "/changes?x=1#y"],
      [`${testOrigin}/releases`, "/releases"],
    ]) {
      const { response } = await office.postForm("/sign-in", {
        email,
        password: testPassword,
        next: next!,
      });
      expect(response.headers.location).toBe(location);
    }
  });
});

describe("a new password", { timeout: 60_000 }, () => {
  it.each([
    ["all spaces", " ".repeat(12), "The password must not be only spaces."],
    [
      "one character",
      "aaaaaaaaaaaaaaaa",
      "The password must have at least 5 different characters.",
    ],
    ["two characters", "abababababab", "The password must have at least 5 different characters."],
    ["a common password", "qwerty123456", "This password is on a list of common passwords"],
    [
      "a common password in capitals",
      "Password1234",
      "This password is on a list of common passwords",
    ],
  ])("is refused when it is %s, saying why", async (_name, password, message) => {
    const added = await office.app.backOffice.accounts.add(
      { email: `weak-${Math.random()}@example.test`, role: "editor" },
      { actor: "test", address: "" },
    );
    const token = new URL(added.link).searchParams.get("token")!;
    const { response } = await office.postForm("/set-password", {
      token,
      password,
      repeat: password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<p role="alert">${message}`);
    // The link still works for a better one.
    const better = await office.postForm("/set-password", {
      token,
      password: testPassword,
      repeat: testPassword,
    });
    expect(better.response.statusCode).toBe(200);
  });
});

describe("set-password links", { timeout: 60_000 }, () => {
  it("never reach the request log, are stored hashed, and still work", async () => {
    const added = await office.app.backOffice.accounts.add(
      { email: "linked@example.test", role: "admin" },
      { actor: "test", address: "" },
    );
    const token = new URL(added.link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(16);
    logLines.length = 0;
    const page = await get(`/set-password?token=${token}`);
    expect(page.statusCode).toBe(200);
    const again = await get(`/set-password?a=1&token=${encodeURIComponent(token)}&b=2`);
    expect(again.statusCode).toBe(200);
    // The parameter's name spelled with escapes: the page still reads it as the token.
    for (const name of ["%74oken", "tok%65n"]) {
      const spelled = await get(`/set-password?${name}=${token}`);
      expect(spelled.statusCode).toBe(200);
      expect(spelled.body).toContain(token);
    }
    expect(logLines.join("").length).toBeGreaterThan(0);
    expect(logLines.join("")).toContain("/set-password?token=");
    expect(logLines.join("")).not.toContain(token);

    const stored = database()
      .prepare("SELECT identifier, value FROM admin_verifications")
      .all()
      .map((row) => `${row.identifier} ${row.value}`);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.join("\n")).not.toContain(token);

    const { response } = await office.postForm("/set-password", {
      token,
      password: testPassword,
      repeat: testPassword,
    });
    expect(response.statusCode).toBe(200);
    expect((await office.signIn("linked@example.test")).response.statusCode).toBe(303);
  });
});

describe("a session in constant use", { timeout: 60_000 }, () => {
  it("ends 7 days after its sign-in, however often it is used", async () => {
    const cookie = await office.signedIn("editor");
    const [row] = database()
      .prepare("SELECT id FROM admin_sessions ORDER BY created_at DESC LIMIT 1")
      .all();
    const day = 24 * 60 * 60 * 1000;
    const startedAgo = (ms: number) =>
      database()
        .prepare("UPDATE admin_sessions SET created_at = ?, expires_at = ? WHERE id = ?")
        .run(
          new Date(Date.now() - ms).toISOString(),
          new Date(Date.now() + 60 * 60 * 1000).toISOString(),
          String(row?.id),
        );
    startedAgo(7 * day - 60_000);
    expect((await get("/", cookie)).statusCode).toBe(200);
    startedAgo(7 * day + 60_000);
    expect((await get("/", cookie)).statusCode).toBe(401);
    expect((await get("/", cookie)).statusCode).toBe(401);
  });
});
