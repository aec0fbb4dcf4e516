// The team serves itself: an editor who forgot their password asks for a link from the sign-in
// page, sets a new password from the e-mail (as the SMTP server receives it) and signs in with it;
// an admin makes that editor a publisher on the Accounts page.
// Runs on the worker's shared back office (tests/support/back-office-fixture.ts); its accounts are
// its own.
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

test("Forgot password? e-mails a link that sets a new password; an admin changes a role on Accounts", async ({
  office,
  page,
  enrolled,
}) => {
  test.setTimeout(180_000);
  const editor = await enrolled("editor");
  const email = editor.email.toLowerCase();
  const mailsTo = () => office.smtp.messages.filter((mail) => mail.envelope.to.includes(email));
  // Enrolling e-mailed the new account's link (already used): the one asked for comes after it.
  const before = mailsTo().length;
  await page.context().clearCookies();

  // Forgotten: from the sign-in form to the e-mail.
  await page.goto(`${office.origin}/sign-in`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
  await page.getByLabel("Email").fill(editor.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account has this address, a link to set a new password is on its way. It works for 60 minutes.",
  );
  await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBe(before + 1);
  const mail = mailsTo().at(-1);
  expect(mail?.header("subject")).toBe("A new password for the website's back office");
  expect(mail?.header("from")).toMatch(/<website@consulting\.test>$/);
  const link = /(http:\/\/\S+\/set-password\?token=\S+)/.exec(mail?.text ?? "")?.[1];
  expect(link, "the e-mail has a set-password link").toBeDefined();

  // The new password, from the e-mail's link; then signed in with it.
  const newPassword = "four herons over the weir";
  await page.goto(link!);
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Repeat password").fill(newPassword);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Password set" })).toBeVisible({
    timeout: 30_000,
  });
  await signInToBackOffice(page, office.origin, editor.email, newPassword);
  await expect(page.getByText(`${editor.name} (editor)`)).toBeVisible();

  // The admin makes the editor a publisher.
  const admin = await enrolled("admin");
  await page.context().clearCookies();
  await signInToBackOffice(page, office.origin, admin.email, admin.password);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Accounts" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell", { name: "editor", exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: `Role for ${email}` }).selectOption("publisher");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Role of ${email} changed from editor to publisher.`,
  );
  await expect(row.getByRole("cell", { name: "publisher", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: `Role for ${email}` })).toHaveValue("publisher");

  // The editor's next page shows the publisher's menu.
  await page.context().clearCookies();
  await signInToBackOffice(page, office.origin, editor.email, newPassword);
  await expect(page.getByText(`${editor.name} (publisher)`)).toBeVisible();
});
