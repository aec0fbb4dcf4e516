// The Accounts page (routes/accounts.ts) on a real back office, its set-password e-mails read from
// an SMTP sink: an admin lists, adds, changes a role, resends a link and removes; nobody else may;
// nobody demotes or removes themselves, and the last admin stays one. The command line's add-user
// and set-role use the same functions (cli.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice, testPassword } from "../../tests/support/back-office.ts";
import { pollUntil } from "../../tests/support/poll.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { runCommand } from "./cli.ts";

const mailEnv = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  CONTACT_FROM: "website@consulting.test",
});

function pageOf(office: BackOffice) {
  const get = (url: string, cookie: string) =>
    office.inject({ method: "GET", url, headers: { cookie } });
  const post = async (cookie: string, url: string, fields: Record<string, string>) =>
    (await office.postForm(url, fields, { cookie, page: "/" })).response;
  return { get, post };
}

/** The one e-mail to `to` (waiting for it), and the set-password link in it. */
async function linkMailedTo(sink: SmtpSink, to: string) {
  const mail = await pollUntil(`an e-mail to ${to}`, () =>
    sink.messages.find((message) => message.envelope.to.includes(to)),
  );
  const link = /(http\S+\/set-password\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in:\n${mail.text}`);
  return { mail, link, token: new URL(link).searchParams.get("token")! };
}

describe("the Accounts page", { timeout: 120_000 }, () => {
  let office: BackOffice;
  let sink: SmtpSink;
  let admin: string;
  const adminEmail = "boss@example.test";
  beforeAll(async () => {
    sink = await startSmtpSink();
    office = await startBackOffice(mailEnv(sink));
    admin = await office.signedIn("admin", adminEmail);
  });
  afterAll(async () => {
    await office.close();
    await sink.stop();
  });
  const audit = () => office.app.backOffice.store.audit.list();

  it("is linked from an admin's menu and lists each account with its role and its buttons", async () => {
    const { get } = pageOf(office);
    await office.addPerson("editor", "listed@example.test");
    const home = await get("/", admin);
    expect(home.body).toMatch(
      /<nav aria-label="Back office">[\s\S]*<a href="\/accounts">Accounts<\/a>[\s\S]*<\/nav>/,
    );
    const page = await get("/accounts", admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Accounts</h1>");
    const row = /<tr>(?:(?!<\/tr>)[\s\S])*listed@example\.test(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec(
      page.body,
    )?.[0];
    expect(row).toContain("<td>A editor</td>");
    expect(row).toContain("<td>editor</td>");
    expect(row).toContain('aria-label="Role for listed@example.test"');
    expect(row).toContain(">Change role</button>");
    expect(row).toContain('aria-label="Resend link to listed@example.test">Resend link</button>');
    expect(row).toContain('aria-label="Remove listed@example.test">Remove</button>');
    expect(page.body).toMatch(/<label for="account-name">Name<\/label>/);
    expect(page.body).toMatch(/<label for="account-email">Email<\/label>/);
    expect(page.body).toMatch(/<label for="account-role">Role<\/label>/);
    expect(page.body).toContain(">Add account</button>");
  });

  it("adds an account: the person is e-mailed a link that sets the password, then signs in", async () => {
    const { post, get } = pageOf(office);
    const added = await post(admin, "/accounts", {
      name: "Noor Rahman",
      email: " Noor@Example.test ",
      role: "publisher",
    });
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain(
      "Account added: noor@example.test (publisher). A link to set the password was e-mailed to noor@example.test; it works for 24 hours.",
    );
    // E-mailed, so not shown to the admin.
    expect(added.body).not.toContain("set-password?token=");
    const { mail, token } = await linkMailedTo(sink, "noor@example.test");
    expect(mail.header("from")).toMatch(/<website@consulting\.test>$/);
    expect(mail.text).toContain("Hello Noor Rahman");
    expect(mail.text).toContain("within 24 hours");
    const set = await office.postForm("/set-password", {
      token,
      password: testPassword,
      repeat: testPassword,
    });
    expect(set.response.statusCode).toBe(200);
    const { response, cookie } = await office.signIn("noor@example.test");
    expect(response.statusCode).toBe(303);
    expect((await get("/releases", cookie)).statusCode).toBe(200);
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        actor: adminEmail,
        action: "account added",
        detail: "noor@example.test (publisher)",
      }),
    );

    const again = await post(admin, "/accounts", {
      name: "",
      email: "noor@example.test",
      role: "editor",
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(
      '<p role="alert">noor@example.test already has an account: change its role in the table.</p>',
    );
    const badRole = await post(admin, "/accounts", { email: "x@example.test", role: "boss" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.body).toContain("The role must be editor, publisher, sales or admin");
  });

  it("changes a role: the person's next request has the new role's permissions", async () => {
    const { post, get } = pageOf(office);
    const person = await office.signedIn("editor", "moving@example.test");
    expect((await get("/changes", person)).statusCode).toBe(200);
    expect((await get("/enquiries", person)).statusCode).toBe(403);
    const changed = await post(admin, "/accounts/role", {
      email: "moving@example.test",
      role: "sales",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Role of moving@example.test changed from editor to sales.");
    expect((await get("/changes", person)).statusCode).toBe(403);
    expect((await get("/enquiries", person)).statusCode).toBe(200);
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        actor: adminEmail,
        action: "role changed",
        detail: "moving@example.test: editor → sales",
      }),
    );
  });

  it("resends a link, which sets the password of an account that never set one", async () => {
    const { post } = pageOf(office);
    await office.app.backOffice.accounts.add(
      { email: "late@example.test", role: "editor", name: "Late Comer" },
      { actor: "test", address: "" },
    );
    const resent = await post(admin, "/accounts/resend", { email: "late@example.test" });
    expect(resent.statusCode).toBe(200);
    expect(resent.body).toContain("New link for late@example.test.");
    const { mail, token } = await linkMailedTo(sink, "late@example.test");
    expect(mail.header("subject")).toBe("Set your password for the website's back office");
    const set = await office.postForm("/set-password", {
      token,
      password: testPassword,
      repeat: testPassword,
    });
    expect(set.response.statusCode).toBe(200);
    expect((await office.signIn("late@example.test")).response.statusCode).toBe(303);
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        actor: adminEmail,
        action: "set-password link resent",
        detail: "late@example.test",
      }),
    );
  });

  it("removes an account after a page that names it: its session stops working", async () => {
    const { post, get } = pageOf(office);
    const person = await office.signedIn("publisher", "leaving@example.test");
    expect((await get("/", person)).statusCode).toBe(200);
    const asked = await post(admin, "/accounts/remove", { email: "leaving@example.test" });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("<h1>Remove this account?</h1>");
    expect(asked.body).toContain("A publisher (leaving@example.test, publisher)");
    // Asking removed nothing.
    expect((await get("/", person)).statusCode).toBe(200);
    const removed = await post(admin, "/accounts/remove", {
      email: "leaving@example.test",
      confirm: "yes",
    });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe("/accounts?done=removed");
    expect((await get("/", person)).statusCode).toBe(401);
    expect((await office.signIn("leaving@example.test")).response.statusCode).toBe(401);
    const list = await get("/accounts?done=removed", admin);
    expect(list.body).toContain("Account removed: its sessions are ended.");
    expect(list.body).not.toContain("leaving@example.test");
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        actor: adminEmail,
        action: "account removed",
        detail: "leaving@example.test",
      }),
    );
  });

  it.each(["publisher", "editor", "sales"] as const)(
    "refuses the %s role: no link in the menu, 403 for the page and each change",
    async (role) => {
      const { post, get } = pageOf(office);
      const email = `not-admin-${role}@example.test`;
      const cookie = await office.signedIn(role, email);
      expect((await get("/", cookie)).body).not.toContain('href="/accounts"');
      expect((await get("/accounts", cookie)).statusCode).toBe(403);
      const sent = sink.messages.length;
      const tries = [
        post(cookie, "/accounts", { email: `made-by-${role}@example.test`, role: "admin" }),
        post(cookie, "/accounts/role", { email, role: "admin" }),
        post(cookie, "/accounts/resend", { email: adminEmail }),
        post(cookie, "/accounts/remove", { email: adminEmail, confirm: "yes" }),
      ];
      for (const refused of await Promise.all(tries)) expect(refused.statusCode).toBe(403);
      const accounts = await office.app.backOffice.accounts.list();
      expect(accounts.find((one) => one.email === email)?.role).toBe(role);
      expect(accounts.map((one) => one.email)).toContain(adminEmail);
      expect(accounts.map((one) => one.email)).not.toContain(`made-by-${role}@example.test`);
      expect(sink.messages.length).toBe(sent);
    },
  );
});

describe("the last admin, and an admin's own account", { timeout: 120_000 }, () => {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it("an admin cannot demote or remove themselves; the last admin stays one", async () => {
    const { post } = pageOf(office);
    const only = await office.signedIn("admin", "only@example.test");
    const demoted = await post(only, "/accounts/role", {
      email: "only@example.test",
      role: "editor",
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.body).toContain(
      '<p role="alert">You cannot change the role of your own account: ask another administrator.</p>',
    );
    const removed = await post(only, "/accounts/remove", {
      email: "only@example.test",
      confirm: "yes",
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.body).toContain("You cannot remove your own account");
    // Without SMTP_URL the new person's link is shown to the admin, once.
    const added = await post(only, "/accounts", { email: "second@example.test", role: "editor" });
    expect(added.body).toContain("No e-mail server is set up (SMTP_URL).");
    expect(added.body).toMatch(
      /<code class="secret">http:\/\/127\.0\.0\.1:3001\/set-password\?token=/,
    );

    // The command line is no one's own account: it meets the last-admin rule.
    const lines: string[] = [];
    const say = (line: string) => lines.push(line);
    expect(
      await runCommand(["set-role", "only@example.test", "editor"], office.config, say, say),
    ).toBe(1);
    expect(await runCommand(["remove-user", "only@example.test"], office.config, say, say)).toBe(1);
    expect(lines).toEqual([
      "only@example.test is the last administrator: make another account an admin first.",
      "only@example.test is the last administrator: make another account an admin first.",
    ]);
    const list = await office.app.backOffice.accounts.list();
    expect(list.find((one) => one.email === "only@example.test")?.role).toBe("admin");
  });

  it("the command line's add-user on an address in use says how to change its role; set-role changes it", async () => {
    await office.addPerson("publisher", "cli@example.test");
    const lines: string[] = [];
    const say = (line: string) => lines.push(line);
    const code = await runCommand(
      ["add-user", "cli@example.test", "--role", "sales"],
      office.config,
      say,
      say,
    );
    expect(code).toBe(1);
    expect(lines).toEqual([
      "cli@example.test already has an account. To change its role: npm run admin -- set-role cli@example.test ROLE (or the back office's Accounts page).",
    ]);
    expect(
      await runCommand(["set-role", "cli@example.test", "boss"], office.config, say, say),
    ).toBe(1);
    expect(lines.at(-1)).toMatch(/must be editor, publisher, sales or admin/);
    expect(
      await runCommand(["set-role", "CLI@example.test", "sales"], office.config, say, say),
    ).toBe(0);
    expect(lines.at(-1)).toBe(
      "cli@example.test is now sales (was publisher), from its next request on.",
    );
    const list = await office.app.backOffice.accounts.list();
    expect(list.find((one) => one.email === "cli@example.test")?.role).toBe("sales");
    expect(await office.app.backOffice.store.audit.list()).toContainEqual(
      expect.objectContaining({
        actor: "command line",
        action: "role changed",
        detail: "cli@example.test: publisher → sales",
      }),
    );
  });
});

describe("two admins at once", { timeout: 120_000 }, () => {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it("two admins demoting each other at once leave one admin", async () => {
    const { accounts } = office.app.backOffice;
    await office.addPerson("admin", "first@example.test");
    await office.addPerson("admin", "second-admin@example.test");
    const by = (actor: string) => ({ actor, address: "127.0.0.1" });
    const answers = await Promise.allSettled([
      accounts.setRole("second-admin@example.test", "editor", by("first@example.test")),
      accounts.setRole("first@example.test", "editor", by("second-admin@example.test")),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(answers.find((answer) => answer.status === "rejected")?.reason?.message).toMatch(
      /is the last administrator: make another account an admin first\.$/,
    );
    const admins = (await accounts.list()).filter((one) => one.role === "admin");
    expect(admins).toHaveLength(1);
  });
});
