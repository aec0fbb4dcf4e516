// The one end-to-end publish of the real site, in the "back-office" Playwright project: its own back
// office on a clone of this repository, with the real build (the other back-office specs share
// one per worker, with the fake build). The checkout's own content/ is never edited.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { axeViolations } from "../support/axe.ts";
// The shared back office's `test` without its fixtures (they start only when a test asks for
// them): the same kind of worker as the other specs, so this long test starts in its turn rather
// than after them all.
import { expect, test } from "../support/back-office-fixture.ts";
import { addUser, run, withBackOffice } from "../support/back-office-servers.ts";

const person = { name: "Noor Rahman", email: "noor@example.test" };
const password = "three green lanterns at dusk";
const newHeading = "Consulting that turns plans into results";

const git = async (...args: string[]) =>
  (await run("git", ["-C", servers.setup.workspace, ...args], { encoding: "utf8" })).stdout.trim();

interface Field {
  kind: string;
  label: string;
  fields?: Record<string, unknown>;
}

function headingLabel(): string {
  const { bannerSlides } = contentConfig.collections as unknown as Record<
    string,
    { schema: Record<string, Field> }
  >;
  const field = Object.values(bannerSlides?.schema ?? {}).find(
    (candidate) => candidate.kind === "object" && candidate.fields?.en && candidate.fields?.ar,
  );
  if (!field) throw new Error("the banner slides have no text in English and Arabic");
  return field.label;
}

test.describe.configure({ mode: "serial" });

const servers = withBackOffice();

async function publicHeading() {
  const html = await (await fetch(`${servers.publicSite?.origin}/`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

test("a publisher added by command sets a password, signs in, saves an edit as a commit in their name, previews it, publishes it and rolls it back", async ({
  page,
}) => {
  test.setTimeout(600_000);
  let link = "";
  const refusedByPolicy: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // Keystatic asks Google for its typeface; the policy blocks that on purpose (no third party
    // learns who works in the back office), and the editor falls back to the system's fonts.
    if (text.includes("Content Security Policy") && !text.includes("fonts.googleapis.com")) {
      refusedByPolicy.push(text);
    }
  });

  await test.step("an administrator adds the publisher with the command", async () => {
    link = await addUser(servers.setup, person, "publisher");
    expect(link).toMatch(new RegExp(`^${servers.origin}/set-password\\?token=`));
  });

  await test.step("the link's page refuses a short password, then sets a good one", async () => {
    await page.goto(link);
    await page.getByLabel("New password").fill("too short");
    await page.getByLabel("Repeat password").fill("too short");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("alert")).toContainText("at least 12 characters");
    await page.getByLabel("New password").fill(password);
    await page.getByLabel("Repeat password").fill(password);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByRole("heading", { name: "Password set" })).toBeVisible();
  });

  await test.step("signing in: a wrong password is refused, the right one opens the back office", async () => {
    await page.goto(`${servers.origin}/`);
    const form = page.getByRole("form", { name: "Sign in" });
    await expect(form).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel("Email").fill(person.email);
    await form.getByLabel("Password").fill("not my password at all");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const name of ["Editor", "Changes", "Releases"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Editor" })).toHaveAttribute("href", "/keystatic");
    expect(await axeViolations(page)).toEqual([]);
  });

  let oldHeading: string | undefined;
  await test.step("publish the workspace as it is; a public server serves that release", async () => {
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Releases" })
      .click();
    await expect(page.getByRole("heading", { name: "Releases", level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toContainText("Published", { timeout: 180_000 });
    await expect(page.getByRole("row").filter({ hasText: person.name })).toContainText("Live");
    await servers.startPublicServer();
    oldHeading = await publicHeading();
    expect(oldHeading).toBeTruthy();
    expect(oldHeading).not.toBe(newHeading);
  });

  await test.step("change the home banner's first heading in the editor", async () => {
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Editor" })
      .click();
    await expect(page.getByRole("list", { name: "Pages" }).getByRole("link").first()).toBeVisible({
      timeout: 60_000,
    });
    await page.goto(`${servers.origin}/keystatic/collection/bannerSlides/item/transformation`);
    const heading = page
      .getByRole("group", { name: headingLabel(), exact: true })
      .getByRole("textbox", { name: "English" });
    await expect(heading).not.toHaveValue("", { timeout: 30_000 });
    await heading.fill(newHeading);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/keystatic/update") && response.ok(),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved;
  });

  await test.step("the workspace has the change as a commit authored by the publisher", async () => {
    expect(
      await readFile(
        path.join(servers.setup.workspace, "content/banner-slides/transformation.yaml"),
        "utf8",
      ),
    ).toContain(newHeading);
    expect(await git("log", "-1", "--format=%an <%ae>")).toBe(`${person.name} <${person.email}>`);
    expect(await git("show", "--name-only", "--format=", "HEAD")).toBe(
      "content/banner-slides/transformation.yaml",
    );
    expect(await git("status", "--porcelain", "--", "content")).toBe("");
  });

  await test.step("Changes lists the edit in the editor's words with a Preview link; the public site still shows the old heading", async () => {
    await page.goto(`${servers.origin}/changes`);
    await expect(page.getByRole("heading", { name: "Changes", level: 1 })).toBeVisible();
    const change = page.getByRole("link", { name: new RegExp(`${headingLabel()} changed$`) });
    await expect(change).toHaveAttribute(
      "href",
      "/keystatic/collection/bannerSlides/item/transformation",
    );
    // The banner is on the home page: its item previews the home page.
    const item = page.getByRole("listitem").filter({ has: change });
    await expect(item.getByRole("link", { name: "Preview", exact: true })).toHaveAttribute(
      "href",
      "/preview/",
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await publicHeading()).toBe(oldHeading);
  });

  await test.step("the preview shows the new heading under a 'Preview: not live' bar, with noindex, in both directions", async () => {
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: new RegExp(`${headingLabel()} changed$`) }) })
      .getByRole("link", { name: "Preview", exact: true })
      .click();
    // Built after the save: until it is ready the page says so, and shows it when it is.
    await expect(page.getByRole("heading", { level: 1, name: newHeading })).toBeVisible({
      timeout: 300_000,
    });
    await expect(page).toHaveURL(`${servers.origin}/preview/`);
    const bar = page.getByRole("region", { name: "Preview" });
    await expect(bar).toContainText("Preview: not live");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const answer = await page.request.get(`${servers.origin}/preview/`);
    expect(answer.headers()["x-robots-tag"]).toBe("noindex");
    // The first-load preloader fades out by itself within 3 s; axe measured mid-fade sees its text
    // at partial opacity.
    await expect(page.locator("#preloader")).toBeHidden();
    expect(await axeViolations(page, { essentialTargets: ".leaflet-marker-pane" })).toEqual([]);

    // A link of the site stays in the preview, bar and all.
    await page.locator('header a[href="/preview/about"]').first().click();
    await expect(page).toHaveURL(`${servers.origin}/preview/about`);
    await expect(bar).toContainText("Preview: not live");

    await page.goto(`${servers.origin}/preview/ar/`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("region", { name: "Preview" })).toContainText("Preview: not live");
    expect(await axeViolations(page, { essentialTargets: ".leaflet-marker-pane" })).toEqual([]);
    expect(await publicHeading()).toBe(oldHeading);
  });

  await test.step("publish from the Changes page: the public server shows the new heading without a restart", async () => {
    await page.goto(`${servers.origin}/changes`);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toHaveText("Published", { timeout: 180_000 });
    await expect(page.getByRole("heading", { name: "Changes", level: 1 })).toBeVisible();
    await expect(page.getByText("No changes: the workspace is what is live.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await publicHeading()).toBe(newHeading);
    expect(servers.publicSite?.process.exitCode).toBeNull();
  });

  await test.step("roll back: the public server shows the old heading again", async () => {
    await page.goto(`${servers.origin}/releases`);
    await page.getByRole("button", { name: "Roll back to this release" }).click();
    // It asks first, naming what the live site loses: the heading published above.
    await expect(page.getByRole("heading", { name: "Roll back", level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`${headingLabel()} changed`);
    await page.getByRole("button", { name: "Roll back", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Rolled back");
    expect(await publicHeading()).toBe(oldHeading);
  });

  await test.step("nothing was blocked by the back office's Content-Security-Policy", () => {
    expect(refusedByPolicy).toEqual([]);
  });
});
