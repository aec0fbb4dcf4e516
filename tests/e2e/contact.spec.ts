import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { loadSiteData } from "../../app/cms/site.server.ts";
import { csrfNames, enquiryEndpoint } from "../../common/enquiry.ts";
import { paths } from "../../common/paths.ts";
import { contactPage } from "../support/content.ts";
import { enquiryWireKeys } from "../support/enquiry-wire.ts";
import { siteData } from "../support/site-data.ts";
import { dismissPreloader, expect, type OpenPage, test } from "./fixtures.ts";

const { contactForm } = siteData;
const arabicForm = (await loadSiteData("ar")).contactForm;
const privacyHeadings = [
  ...readFileSync("content/privacy.mdoc", "utf8").matchAll(/^## (.+)$/gm),
].map((match) => match[1] ?? "");

const labels = ["Name", "Email", "Phone", "Subject", "Message"] as const;
const valid = {
  Name: "Asha Verma",
  Email: "asha@example.org",
  Phone: "+91 98100 00000",
  Subject: "Factory training",
  Message: "We would like to train 200 supervisors in the spring.",
};

async function open(page: Page, openPage: OpenPage, path: string) {
  await openPage(path);
  const form = page.getByRole("form", { name: "Contact us" });
  await form.scrollIntoViewIfNeeded();
  return form;
}

async function fill(form: ReturnType<Page["getByRole"]>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value);
}

function enquiryPosts(page: Page) {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(enquiryEndpoint)) posts.push(request);
  });
  return posts;
}

test.describe("the contact form", () => {
  test("has the documented fields and button on the contact page and on the home page", async ({
    page,
    openPage,
  }) => {
    for (const path of [paths.contact, paths.home]) {
      const form = await open(page, openPage, path);
      for (const label of labels)
        await expect(form.getByLabel(label, { exact: true })).toBeVisible();
      await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    }
  });

  test("an invalid submit sends nothing, marks every field and focuses the first", async ({
    page,
    openPage,
    consoleErrors,
  }) => {
    const posts = enquiryPosts(page);
    const form = await open(page, openPage, paths.contact);
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const label of labels) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription("This field is required.");
    }
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();

    await fill(form, { ...valid, Email: "asha.example.org" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      /valid e-mail address/,
    );
    await expect(form.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid");
    expect(posts).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a press of Send Message before the form's code has arrived is answered once it has", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = () => {};
    const codeRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    const posts = enquiryPosts(page);
    // Opened without waiting for any island: the form's code must not have arrived.
    await page.goto(paths.contact);
    await dismissPreloader(page);
    const form = page.getByRole("form", { name: "Contact us" });
    const name = form.getByLabel("Name", { exact: true });
    // On the contact page the form's code is asked for by the first press on it: this one.
    await form.getByRole("button", { name: "Send Message" }).click();
    await codeRequested;
    await expect(name).not.toHaveAttribute("aria-invalid");

    release();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(paths.contact);
    expect(posts).toEqual([]);
  });

  test("a valid submit posts the exact payload with the cookie's token; the status shows for 5 s", async ({
    page,
    openPage,
    context,
    consoleErrors,
  }) => {
    const posts = enquiryPosts(page);
    const form = await open(page, openPage, paths.contact);
    const cookie = (await context.cookies()).find((c) => c.name === csrfNames.cookie);
    expect(cookie).toMatchObject({ sameSite: "Strict", httpOnly: false, secure: false, path: "/" });

    await fill(form, valid);
    // How long the banner stays is timed inside the page, so a slow test runner does not count.
    const status = form.getByRole("status");
    await status.evaluate((element) => {
      const changes: { at: number; text: string }[] = [];
      Object.assign(window, { statusChanges: changes });
      new MutationObserver(() =>
        changes.push({ at: performance.now(), text: element.textContent ?? "" }),
      ).observe(element, { childList: true, characterData: true, subtree: true });
    });
    const answered = page.waitForResponse((response) => response.url().endsWith(enquiryEndpoint));
    await form.getByLabel("Message", { exact: true }).press("Tab");
    await page.keyboard.press("Enter");
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ message: "Email has been sent" });

    expect(posts).toHaveLength(1);
    const request = posts[0]!;
    expect(request.headers()["x-xsrf-token"]).toBe(cookie?.value);
    expect(request.headers()["content-type"]).toBe("application/json");
    const body = request.postDataJSON();
    expect(body).toMatchObject({
      name: valid.Name,
      email: valid.Email,
      phone: valid.Phone,
      subject: valid.Subject,
      message: valid.Message,
    });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);

    await expect(status).toHaveText("We have received your enquiry, thank you.");
    for (const label of labels)
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(status).toHaveText("", { timeout: 8_000 });
    const changes = await page.evaluate(
      () => (window as unknown as { statusChanges: { at: number; text: string }[] }).statusChanges,
    );
    const shown = changes.find((change) => change.text === contactForm.success);
    const hidden = changes.find((change) => shown && change.at > shown.at && change.text === "");
    expect(shown && hidden ? hidden.at - shown.at : Number.NaN).toBeGreaterThanOrEqual(4_950);
    expect(shown && hidden ? hidden.at - shown.at : Number.NaN).toBeLessThan(5_500);
    expect(consoleErrors).toEqual([]);
  });

  // The body is the six keys of the API on every page in either language; the page's language goes
  // in the Content-Language header (an API elsewhere may know the six keys only).
  const formPages = [
    { path: paths.contact, language: "en", words: contactForm },
    { path: paths.home, language: "en", words: contactForm },
    { path: "/ar/contact", language: "ar", words: arabicForm },
    { path: "/ar", language: "ar", words: arabicForm },
  ] as const;
  for (const { path, language, words } of formPages) {
    test(`${path}: a valid submit sends exactly the six keys, its language in a header`, async ({
      page,
      openPage,
    }) => {
      const sent: Request[] = [];
      await page.route(`**${enquiryEndpoint}`, (route) => {
        sent.push(route.request());
        return route.fulfill({ status: 200, json: { message: "Email has been sent" } });
      });
      await openPage(path);
      const form = page.getByRole("form", { name: words.name });
      await form.scrollIntoViewIfNeeded();
      for (const [field, label] of Object.entries(words.fields)) {
        const value = field === "email" ? valid.Email : `${label}: ${language}`;
        await form.getByLabel(label, { exact: true }).fill(value);
      }
      await form.getByRole("button", { name: words.submit }).click();
      await expect(form.getByRole("status")).toHaveText(words.success);
      expect(sent).toHaveLength(1);
      const request = sent[0]!;
      expect(Object.keys(request.postDataJSON())).toEqual(enquiryWireKeys);
      expect(request.headers()["content-language"]).toBe(language);
    });
  }

  test("a language the site does not have is refused with 400 naming the header", async ({
    page,
    openPage,
    context,
  }) => {
    await open(page, openPage, paths.contact);
    const token = (await context.cookies()).find((c) => c.name === csrfNames.cookie)?.value ?? "";
    const answer = await page.evaluate(
      async ({ endpoint, header, token }) => {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Language": "fr",
            [header]: token,
          },
          body: JSON.stringify({
            name: "Asha Verma",
            email: "asha@example.org",
            phone: "+91 98100 00000",
            subject: "Training",
            message: "Hello",
            timestamp: new Date().toISOString(),
          }),
        });
        return { status: response.status, body: await response.json() };
      },
      { endpoint: enquiryEndpoint, header: csrfNames.header, token },
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'Invalid header Content-Language: use "en" or "ar".',
        headers: { "Content-Language": "language" },
      },
    });
  });

  test("a failed send keeps the input, logs to the console, and shows the alert for 5 s", async ({
    page,
    openPage,
    consoleErrors,
  }) => {
    await page.route(`**${enquiryEndpoint}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal server error"}',
      }),
    );
    const form = await open(page, openPage, paths.contact);
    await fill(form, valid);
    await form.getByRole("button", { name: "Send Message" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Error sending message. Please try again.");
    await expect(form.getByRole("status")).toHaveText("");
    for (const label of labels)
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(valid[label]);
    await expect(alert).toHaveText("", { timeout: 6_500 });
    // The browser logs the 500 itself; the form logs its own error.
    expect(consoleErrors.some((error) => error.includes(contactForm.failure))).toBe(true);
  });

  test("showing one banner removes the other", async ({ page, openPage }) => {
    let fail = true;
    await page.route(`**${enquiryEndpoint}`, (route) =>
      fail
        ? route.fulfill({ status: 503, body: "" })
        : route.fulfill({ status: 200, body: '{"message":"Email has been sent"}' }),
    );
    const form = await open(page, openPage, paths.home);
    await fill(form, valid);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(contactForm.failure);
    fail = false;
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(contactForm.success);
    await expect(form.getByRole("alert")).toHaveText("");
  });
});

test.describe("the contact page", () => {
  test("has the form, contact details, social links and the map, and passes axe", async ({
    page,
    openPage,
  }) => {
    await open(page, openPage, paths.contact);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: contactPage.formHeading }),
    ).toBeVisible();
    const details = page.getByRole("region", { name: contactPage.detailsHeading });
    await expect(details.getByRole("link", { name: "LinkedIn" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Our Global Presence" })).toBeVisible();

    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    const { violations } = await new AxeBuilder({ page })
      .include("main")
      .exclude(".world-map")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations).toEqual([]);
  });
});

test.describe("the privacy notice", () => {
  test("is linked from the form and the footer and says what, why, where, how long and how to delete", async ({
    page,
    openPage,
  }) => {
    const form = await open(page, openPage, paths.contact);
    await form.getByRole("link", { name: contactForm.privacyLink }).click();
    await expect(page).toHaveURL(paths.privacy);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
    expect(privacyHeadings.length).toBeGreaterThan(4);
    for (const heading of privacyHeadings) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByText("deleted automatically from the website's server 365 days after"),
    ).toBeVisible();

    await page.goto(paths.home);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /privacy/i })
      .first()
      .click();
    await expect(page).toHaveURL(paths.privacy);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pre-rendered form is in place on the contact and home pages", async ({ page }) => {
    for (const path of [paths.contact, paths.home]) {
      await page.goto(path);
      const form = page.getByRole("form", { name: "Contact us" });
      for (const label of labels)
        await expect(form.getByLabel(label, { exact: true })).toBeVisible();
      await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    }
  });
});
