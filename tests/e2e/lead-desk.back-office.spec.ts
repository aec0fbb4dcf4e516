// The lead desk end to end: an admin routes the Dubai office's enquiries to its own address; a
// visitor writes in Arabic from /ar/contact?office=dubai; the routed address (not CONTACT_TO) gets
// the staff e-mail and the visitor an Arabic acknowledgement with none of their words, as a real
// SMTP server receives them; a sales account finds the enquiry with its page and route, assigns,
// notes, replies and closes it; the audit log shows each step; an editor is refused all of it.
// Runs on the worker's shared back office and public server (tests/support/back-office-fixture.ts).
import { csrfNames, enquiryEndpoint, enquiryLanguageHeader } from "../../common/enquiry.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

test("an Arabic enquiry about the Dubai office is routed, acknowledged, worked to an answer and closed; an editor is refused", async ({
  office,
  page,
  enrolled,
  playwright,
}) => {
  test.setTimeout(180_000);
  const id = test.info().testId;
  const dubaiDesk = `dubai-${id}@consulting.test`.toLowerCase();

  // The admin sends the Dubai office's enquiries to the Dubai desk.
  const admin = await enrolled("admin");
  await signInToBackOffice(page, office.origin, admin.email, admin.password);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Routing" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Routing" })).toBeVisible();
  await page.getByRole("link", { name: "Add a rule" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(`Dubai office ${id}`);
  await page
    .getByRole("group", { name: "Offices" })
    .getByRole("checkbox", { name: "Dubai", exact: true })
    .check();
  await page.getByRole("textbox", { name: "Send to" }).fill(dubaiDesk);
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByRole("status")).toHaveText("Rule added.");
  await expect(page.getByRole("link", { name: `Dubai office ${id}` })).toBeVisible();

  // The visitor, in Arabic, on the contact page the Dubai office's page links to.
  const typed = {
    name: `Zubaida Qorvantis ${id}`,
    email: `zubaida-${id}@example.org`.toLowerCase(),
    phone: "+971 4 000 0000",
    subject: `Plover-Umbrella audit ${id}`,
    message: "Xylophage 5518: نود تدقيق اثني عشر موردًا قبل مارس.",
  };
  const visitor = await playwright.request.newContext({ baseURL: office.publicSite.origin });
  const home = await visitor.get("/");
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(home.headers()["set-cookie"] ?? "")?.[1] ?? "";
  expect(token, "the public site sets the form's token").not.toBe("");
  const sent = await visitor.post(enquiryEndpoint, {
    headers: {
      cookie: `${csrfNames.secureCookie}=${token}`,
      [csrfNames.header]: token,
      [enquiryLanguageHeader]: "ar",
      referer: `${office.publicSite.origin}/ar/contact?office=dubai`,
    },
    data: { ...typed, timestamp: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(sent.status()).toBe(200);
  await visitor.dispose();

  // What the mail server receives: the staff e-mail at the Dubai desk, the Arabic acknowledgement.
  const mailTo = (address: string) =>
    expect
      .poll(
        () => office.smtp.messages.filter((mail) => mail.envelope.to.includes(address)).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
  await mailTo(dubaiDesk);
  await mailTo(typed.email);
  const staff = office.smtp.messages.filter((mail) =>
    mail.header("subject")?.includes(typed.subject),
  );
  expect(staff.map((mail) => mail.envelope.to)).toEqual([[dubaiDesk]]);
  expect(staff[0]?.text).toContain("Sent from: /ar/contact?office=dubai");
  const [acknowledgement, ...more] = office.smtp.messages.filter((mail) =>
    mail.envelope.to.includes(typed.email),
  );
  expect(more).toEqual([]);
  expect(acknowledgement?.header("auto-submitted")).toBe("auto-replied");
  expect(acknowledgement?.header("from")).toMatch(/<website@consulting\.test>$/);
  expect(acknowledgement?.html).toContain('dir="rtl"');
  expect(acknowledgement?.text).toContain("تلقّينا استفساركم");
  for (const words of ["Zubaida", "Qorvantis", "Plover", "Umbrella", "Xylophage", "5518", "مارس"]) {
    expect(acknowledgement?.raw, words).not.toContain(words);
  }

  // The sales account finds it within 5 s, with its page and route.
  const sales = await enrolled("sales");
  await page.context().clearCookies();
  await signInToBackOffice(page, office.origin, sales.email, sales.password);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Enquiries" })
    .click();
  const search = page.getByRole("searchbox", { name: "Search enquiries" });
  await expect(async () => {
    await search.fill(typed.subject);
    await search.press("Enter");
    await expect(page.getByRole("link", { name: typed.subject })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await page.getByRole("link", { name: typed.subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: typed.subject })).toBeVisible();
  await expect(page.getByText("/ar/contact?office=dubai")).toBeVisible();
  await expect(page.getByText(`by the rule "Dubai office ${id}", to ${dubaiDesk}`)).toBeVisible();

  // Assigned, noted, replied, closed.
  await page
    .getByRole("combobox", { name: "Assigned to" })
    .selectOption({ label: `${sales.name} (${sales.email})` });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page
    .getByRole("textbox", { name: "Note" })
    .fill("Called the Dubai office; proposal by Sunday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await page
    .getByRole("textbox", { name: "Your reply" })
    .fill("شكرًا لتواصلكم. سنرسل العرض يوم الأحد.");
  await page.getByRole("button", { name: "Reply" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Reply queued: it is e-mailed to the visitor within seconds.",
  );
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("answered");
  await expect
    .poll(
      () =>
        office.smtp.messages
          .find(
            (mail) =>
              mail.envelope.to.includes(typed.email) && mail.header("subject")?.startsWith("Re: "),
          )
          ?.header("reply-to"),
      { timeout: 15_000 },
    )
    .toBe(`${sales.name} <${sales.email}>`);
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Closed" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("closed");
  const history = page.getByRole("region", { name: "History" });
  for (const step of [
    "opened it",
    `assigned it to ${sales.email}`,
    "Called the Dubai office; proposal by Sunday.",
    "replied to the visitor",
    "Answered → Closed",
  ]) {
    await expect(history, step).toContainText(step);
  }
  const enquiryUrl = page.url().replace(/\?.*$/, "");
  const enquiryId = /\/enquiries\/(\d+)$/.exec(enquiryUrl)?.[1] ?? "";

  // The audit log, as the admin reads it.
  await page.context().clearCookies();
  await signInToBackOffice(page, office.origin, admin.email, admin.password);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const log = page.getByRole("table");
  for (const action of [
    "routing changed",
    "enquiry opened",
    "enquiry assigned",
    "enquiry note added",
    "enquiry replied",
    "enquiry status changed",
  ]) {
    await expect(
      log
        .getByRole("row")
        .filter({ hasText: action })
        .filter({
          hasText: action === "routing changed" ? `Dubai office ${id}` : `enquiry ${enquiryId}`,
        }),
      action,
    ).not.toHaveCount(0);
  }

  // An editor: no link, and 403 from the server on the pages and the forms' API.
  const editor = await enrolled("editor");
  await page.context().clearCookies();
  await signInToBackOffice(page, office.origin, editor.email, editor.password);
  const menu = page.getByRole("navigation", { name: "Back office" });
  await expect(menu.getByRole("link", { name: "Enquiries" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Routing" })).toHaveCount(0);
  for (const url of [`${office.origin}/enquiries`, enquiryUrl, `${office.origin}/routing`]) {
    expect((await page.goto(url))?.status(), url).toBe(403);
  }
  for (const action of ["reply", "notes", "erase"]) {
    const refused = await page.request.post(`${enquiryUrl}/${action}`, {
      form: { reply: "x", note: "x", version: "1" },
      headers: { origin: office.origin },
    });
    expect(refused.status(), action).toBe(403);
  }
});
