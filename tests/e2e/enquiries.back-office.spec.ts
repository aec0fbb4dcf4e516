// The enquiry desk: an enquiry a visitor sent to the public server, worked, exported and erased by
// a sales account in the back office, and refused to an editor. Runs on the worker's shared back
// office, whose public server stores enquiries in the same store
// (tests/support/back-office-fixture.ts).
import { readFile } from "node:fs/promises";
import { csrfNames, enquiryEndpoint } from "../../common/enquiry.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

test("a sales account finds an enquiry a visitor sent, opens it, works it, its history says so, exports it and erases it; an editor is refused", async ({
  office,
  page,
  enrolled,
  playwright,
}) => {
  // The visitor: a page of the public site gives the form's token, the enquiry carries the six keys.
  const visitor = await playwright.request.newContext({ baseURL: office.publicSite.origin });
  // The site's address is https, so the token comes in its __Host- cookie: sent back by hand here.
  const page0 = await visitor.get("/");
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(page0.headers()["set-cookie"] ?? "")?.[1];
  expect(token, "the public site sets the form's token").toBeTruthy();
  const subject = `Supplier audit in Dubai ${test.info().testId}`;
  const sent = await visitor.post(enquiryEndpoint, {
    headers: { cookie: `${csrfNames.secureCookie}=${token}`, [csrfNames.header]: token ?? "" },
    data: {
      name: "Layla Haddad",
      email: "layla@example.org",
      phone: "+971 4 000 0000",
      subject,
      message: "We would like an audit of twelve suppliers before March.",
      timestamp: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(sent.status()).toBe(200);
  await visitor.dispose();

  const sales = await enrolled("sales");
  await signInToBackOffice(page, office.origin, sales.email, sales.password);
  const menu = page.getByRole("navigation", { name: "Back office" });
  await expect(menu.getByRole("link", { name: "Editor" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Changes" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search enquiries" }).fill(subject);
  await page.getByRole("searchbox", { name: "Search enquiries" }).press("Enter");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Layla Haddad");
  await expect(rows.nth(1)).toContainText("New");
  await rows.nth(1).getByRole("link").first().click();

  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("link", { name: "layla@example.org" })).toHaveAttribute(
    "href",
    "mailto:layla@example.org",
  );
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Open" });
  await page
    .getByRole("combobox", { name: "Assigned to" })
    .selectOption({ label: `${sales.name} (${sales.email})` });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("open");
  await page.getByRole("textbox", { name: "Note" }).fill("Called back; proposal by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();

  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Called back; proposal by Friday.");
  await expect(history).toContainText(sales.email);
  await expect(history).toContainText(/open/i);
  const enquiryUrl = page.url().replace(/\?.*$/, "");

  // The list's export holds it; erasing asks first, and then it is gone.
  await page.goto(`${office.origin}/enquiries?q=${encodeURIComponent(subject)}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path()) ?? "", "utf8");
  expect(csv).toContain(subject);
  expect(csv).toContain("layla@example.org");
  await page.goto(enquiryUrl);
  await page.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erase this enquiry?" })).toBeVisible();
  await page.getByRole("form", { name: "Erase this enquiry" }).getByRole("button").click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Enquiry erased.");
  expect((await page.goto(enquiryUrl))?.status()).toBe(404);

  const editor = await enrolled("editor");
  await page.context().clearCookies();
  await signInToBackOffice(page, office.origin, editor.email, editor.password);
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Enquiries" }),
  ).toHaveCount(0);
  for (const url of [`${office.origin}/enquiries`, enquiryUrl]) {
    expect((await page.goto(url))?.status(), url).toBe(403);
  }
});
