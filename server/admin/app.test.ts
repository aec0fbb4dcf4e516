import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BackOffice,
  startBackOffice,
  testOrigin,
  testPassword,
} from "../../tests/support/back-office.ts";
import { formToken } from "../../tests/support/form-post.ts";
import { sessionIdleSeconds } from "./auth.ts";
import { signInFailed } from "./pages/views.ts";
import { can, type Permission, permissions, type Role, roles } from "./permissions.ts";
import { signInLimits } from "./throttle.ts";

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.close());

const get = (url: string, cookie = "") =>
  office.inject({ method: "GET", url, headers: { cookie } });

describe("without a session", { timeout: 30_000 }, () => {
  it("shows the sign-in form on every page, and answers 401 to the API", async () => {
    for (const url of [
      "/",
      "/changes",
      "/releases",
      "/audit-log",
      "/routing",
      "/routing/new",
      "/keystatic",
      "/keystatic/collection/x",
      "/no-such-page",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.body, url).toContain('aria-labelledby="sign-in"');
      expect(response.body).toContain('<input id="email" name="email"');
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
    for (const url of ["/api/keystatic/tree", "/api/keystatic/blob/abc/content/site.yaml"]) {
      const response = await office.inject({ method: "GET", url, headers: { "no-cors": "1" } });
      expect(response.statusCode, url).toBe(401);
    }
    const save = await office.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { "no-cors": "1", "content-type": "application/json", origin: testOrigin },
      payload: { additions: [], deletions: [] },
    });
    expect(save.statusCode).toBe(401);
  });
});

// Each sign-in hashes a password (scrypt, memory-hard on purpose): seconds on a busy machine.
describe("signing in", { timeout: 30_000 }, () => {
  it("signs a person in with an HttpOnly, SameSite=Strict session cookie, and out again", async () => {
    const { email } = await office.addPerson("editor", "signing@example.test");
    const { response, cookie } = await office.signIn(email);
    expect(response.statusCode).toBe(303);
    const session = response.cookies.find((c) => c.name === "back-office-session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    const home = await get("/", cookie);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<nav aria-label="Back office">');

    const out = await office.postForm("/sign-out", {}, { cookie, page: "/" });
    expect(out.response.statusCode).toBe(303);
    expect((await get("/", out.cookie)).statusCode).toBe(401);
    expect((await get("/", cookie)).statusCode).toBe(401);
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    const { email } = await office.addPerson("editor", "same@example.test");
    const wrong = await office.signIn(email, "not the password at all");
    const unknown = await office.signIn("nobody@example.test", "not the password at all");
    for (const { response } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(`<p role="alert">${signInFailed}</p>`);
    }
  });

  it("refuses an account after 5 wrong passwords, even with the right one, and says nothing of existence", async () => {
    const { email } = await office.addPerson("editor", "throttled@example.test");
    for (let attempt = 0; attempt < signInLimits.perAccount; attempt++) {
      expect((await office.signIn(email, "wrong password number x")).response.statusCode).toBe(401);
      expect(
        (await office.signIn("ghost@example.test", "wrong password number x")).response.statusCode,
      ).toBe(401);
    }
    const right = await office.signIn(email);
    expect(right.response.statusCode).toBe(429);
    // One alert, the true one: the password was not checked, so it is not called incorrect.
    expect(right.response.body).toContain(
      '<p role="alert">Too many failed sign-ins: try again in 15 minutes.</p>',
    );
    expect(right.response.body).not.toContain(signInFailed);
    expect(right.cookie).not.toContain("back-office-session");
    const ghost = await office.signIn("ghost@example.test", "wrong password number x");
    expect(ghost.response.statusCode).toBe(429);
  });

  it("throttles an address that tries many accounts", async () => {
    const other = await startBackOffice();
    try {
      for (let attempt = 0; attempt < signInLimits.perAddress; attempt++) {
        await other.signIn(`guess${attempt}@example.test`, "wrong password number x");
      }
      const { email } = await other.addPerson("editor");
      expect((await other.signIn(email)).response.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe("sessions", { timeout: 30_000 }, () => {
  it("end after 12 hours without a request", async () => {
    const cookie = await office.signedIn("editor");
    const db = office.app.backOffice.store.database as DatabaseSync;
    const [row] = db
      .prepare("SELECT id, expires_at FROM admin_sessions ORDER BY created_at DESC LIMIT 1")
      .all();
    const idleMs = new Date(String(row?.expires_at)).getTime() - Date.now();
    expect(idleMs).toBeGreaterThan(sessionIdleSeconds * 1000 - 60_000);
    expect(idleMs).toBeLessThanOrEqual(sessionIdleSeconds * 1000);
    db.prepare("UPDATE admin_sessions SET expires_at = ? WHERE id = ?").run(
      new Date(Date.now() - 1000).toISOString(),
      String(row?.id),
    );
    expect((await get("/", cookie)).statusCode).toBe(401);
  });

  it("use a Secure __Host- cookie when the back office is served over HTTPS", async () => {
    const secure = await startBackOffice({ ADMIN_URL: "https://office.example.test" });
    try {
      const { email } = await secure.addPerson("editor");
      const page = await secure.inject({ method: "GET", url: "/sign-in" });
      const csrf = page.cookies.find((c) => c.name === "__Host-back-office-csrf");
      expect(csrf).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Strict" });
      const response = await secure.inject({
        method: "POST",
        url: "/sign-in",
        headers: {
          cookie: `__Host-back-office-csrf=${csrf?.value}`,
          origin: "https://office.example.test",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams({
          csrf: formToken(page.body),
          email,
          password: testPassword,
        }).toString(),
      });
      expect(response.statusCode).toBe(303);
      const session = response.cookies.find((c) => c.name === "__Host-back-office-session");
      expect(session).toMatchObject({
        secure: true,
        httpOnly: true,
        path: "/",
        sameSite: "Strict",
      });
      expect(session?.domain).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});

describe("setting a password", { timeout: 30_000 }, () => {
  it("refuses a short password or two that differ, and a link used twice", async () => {
    const added = await office.app.backOffice.accounts.add(
      { email: "new@example.test", role: "editor" },
      { actor: "test", address: "" },
    );
    const token = new URL(added.link).searchParams.get("token")!;
    const short = await office.postForm("/set-password", {
      token,
      password: "short",
      repeat: "short",
    });
    expect(short.response.statusCode).toBe(400);
    expect(short.response.body).toContain('role="alert"');
    const differ = await office.postForm("/set-password", {
      token,
      password: "a long enough password",
      repeat: "a long enough passwort",
    });
    expect(differ.response.statusCode).toBe(400);
    const good = { token, password: "a long enough password", repeat: "a long enough password" };
    expect((await office.postForm("/set-password", good)).response.statusCode).toBe(200);
    expect((await office.postForm("/set-password", good)).response.statusCode).toBe(400);
    expect((await office.signIn("new@example.test")).response.statusCode).toBe(303);
  });
});

describe("CSRF defence", { timeout: 30_000 }, () => {
  it("refuses a form without its token, and a post from another site", async () => {
    const cookie = await office.signedIn("admin");
    const home = await get("/", cookie);
    const token = formToken(home.body);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const noToken = await office.inject({
      method: "POST",
      url: "/sign-out",
      headers: { cookie, origin: testOrigin, ...form },
      payload: "",
    });
    expect(noToken.statusCode).toBe(403);
    const crossSite = await office.inject({
      method: "POST",
      url: "/sign-out",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site", ...form },
      payload: `csrf=${encodeURIComponent(token)}`,
    });
    expect(crossSite.statusCode).toBe(403);
    const editorSave = await office.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: {
        cookie,
        origin: "https://evil.example",
        "no-cors": "1",
        "content-type": "application/json",
      },
      payload: { additions: [], deletions: [] },
    });
    expect(editorSave.statusCode).toBe(403);
    const withoutHeader = await office.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { cookie, origin: testOrigin, "content-type": "application/json" },
      payload: { additions: [], deletions: [] },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect((await get("/", cookie)).statusCode).toBe(200);
  });
});

describe("the permission table", { timeout: 30_000 }, () => {
  const expected: Record<Permission, Role[]> = {
    readSite: ["editor", "publisher", "admin"],
    save: ["editor", "publisher", "admin"],
    workEnquiries: ["sales", "admin"],
    readAudience: ["publisher", "sales", "admin"],
    editRouting: ["admin"],
    manageWebhooks: ["admin"],
    publish: ["publisher", "admin"],
    rollBack: ["publisher", "admin"],
    manageAccounts: ["admin"],
    readAuditLog: ["admin"],
  };

  it.each(roles)("gives a %s what the roles say", (role) => {
    for (const permission of Object.keys(permissions) as Permission[]) {
      expect(can(role, permission), permission).toBe(expected[permission].includes(role));
    }
  });

  it.each(roles)("lets a %s reach exactly the pages of its role", async (role) => {
    const cookie = await office.signedIn(role);
    const home = await get("/", cookie);
    expect(home.statusCode).toBe(200);
    expect(home.body.includes('href="/audit-log"')).toBe(can(role, "readAuditLog"));
    const auditLog = await get("/audit-log", cookie);
    expect(auditLog.statusCode).toBe(can(role, "readAuditLog") ? 200 : 403);
    expect(home.body.includes('href="/routing"')).toBe(can(role, "editRouting"));
    expect((await get("/routing", cookie)).statusCode).toBe(can(role, "editRouting") ? 200 : 403);
    expect(home.body.includes('href="/audience"')).toBe(can(role, "readAudience"));
    expect((await get("/audience", cookie)).statusCode).toBe(can(role, "readAudience") ? 200 : 403);
    expect(home.body.includes('href="/webhooks"')).toBe(can(role, "manageWebhooks"));
    expect((await get("/webhooks", cookie)).statusCode).toBe(
      can(role, "manageWebhooks") ? 200 : 403,
    );
    expect((await get("/keystatic", cookie)).statusCode).toBe(can(role, "save") ? 200 : 403);
    const tree = await office.inject({
      method: "GET",
      url: "/api/keystatic/tree",
      headers: { cookie, "no-cors": "1" },
    });
    expect(tree.statusCode).toBe(can(role, "save") ? 200 : 403);
    for (const path of ["/changes", "/releases"]) {
      expect((await get(path, cookie)).statusCode, path).toBe(can(role, "readSite") ? 200 : 403);
    }
    const enquiries = can(role, "workEnquiries");
    expect(home.body.includes('href="/enquiries"')).toBe(enquiries);
    expect((await get("/enquiries", cookie)).statusCode).toBe(enquiries ? 200 : 403);
  });
});

describe("the audit log", { timeout: 30_000 }, () => {
  it("drops entries older than ADMIN_AUDIT_RETENTION_DAYS when the server starts", async () => {
    const dataDir = office.config.DATA_DIR;
    const db = office.app.backOffice.store.database as DatabaseSync;
    const insert = db.prepare(
      "INSERT INTO audit_log (at, actor, address, action, detail) VALUES (?, ?, '', 'signed in', '')",
    );
    insert.run(Date.now() - 31 * 24 * 60 * 60 * 1000, "old@example.test");
    insert.run(Date.now() - 29 * 24 * 60 * 60 * 1000, "recent@example.test");
    const restarted = await startBackOffice({
      DATA_DIR: dataDir,
      ADMIN_AUDIT_RETENTION_DAYS: "30",
    });
    try {
      const entries = await restarted.app.backOffice.store.audit.list();
      const actors = entries.map((entry) => entry.actor);
      expect(actors).toContain("recent@example.test");
      expect(actors).not.toContain("old@example.test");
    } finally {
      await restarted.close();
    }
  });

  it("shows an admin sign-ins, failures and account changes with time, who, address and what", async () => {
    await office.signIn("audited@example.test", "wrong password number x");
    const cookie = await office.signedIn("admin", "auditor@example.test");
    const { body } = await get("/audit-log", cookie);
    expect(body).toContain("<h1>Audit log</h1>");
    expect(body).toMatch(
      /<th scope="col">Time<\/th><th scope="col">Who<\/th><th scope="col">Address<\/th><th scope="col">What<\/th>/,
    );
    expect(body).toContain("sign-in failed: audited@example.test");
    expect(body).toContain("account added: auditor@example.test (admin)");
    expect(body).toMatch(
      /<td>auditor@example\.test<\/td>\s*<td>127\.0\.0\.1<\/td>\s*<td>signed in/,
    );
  });
});
