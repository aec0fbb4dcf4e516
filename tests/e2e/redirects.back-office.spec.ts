import { expect, test } from "@playwright/test";
import { publishedPostSlugs } from "../../app/cms/posts.server.ts";
import {
  enrol,
  publishInBrowser,
  run,
  signInToBackOffice,
  withBackOffice,
} from "../support/back-office-servers.ts";

const person = { name: "Rana Haddad", email: "rana@example.test" };
const password = "a kettle of purple herons";

const git = async (...args: string[]) =>
  (await run("git", ["-C", servers.setup.workspace, ...args], { encoding: "utf8" })).stdout.trim();

async function answer(path: string) {
  const response = await fetch(`${servers.publicSite?.origin}${path}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
}

test.describe.configure({ mode: "serial" });

const servers = withBackOffice();

test("a published post renamed in the editor: its old address answers 301 to the new one, in both languages", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const [oldSlug] = await publishedPostSlugs();
  if (!oldSlug) throw new Error("the site has no published blog post to rename");
  const newSlug = `${oldSlug}-renamed`;

  await test.step("a publisher signs in and publishes the site as it is", async () => {
    await enrol(page, servers.setup, person, "publisher", password);
    await signInToBackOffice(page, servers.origin, person.email, password);
    await publishInBrowser(page, servers.origin);
    await servers.startPublicServer();
    expect((await answer(`/blog/${oldSlug}`)).status).toBe(200);
    expect(await answer(`/blog/${newSlug}`)).toEqual({ status: 302, location: "/" });
  });

  await test.step("the post's file name changes in the editor; the save renames its files in one commit", async () => {
    await page.goto(`${servers.origin}/keystatic/collection/posts/item/${oldSlug}`);
    const fileName = page.getByRole("textbox", { name: "File name", exact: true });
    await expect(fileName).toHaveValue(oldSlug, { timeout: 60_000 });
    await fileName.fill(newSlug);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/keystatic/update") && response.ok(),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved;
    const files = await git("show", "--no-renames", "--name-status", "--format=", "HEAD");
    expect(files).toMatch(new RegExp(`^D\\tcontent/posts/${oldSlug}\\.mdoc$`, "m"));
    expect(files).toMatch(new RegExp(`^A\\tcontent/posts/${newSlug}\\.mdoc$`, "m"));
  });

  await test.step("the next publish adds the redirect to the editor's list, in the publisher's name", async () => {
    await publishInBrowser(page, servers.origin);
    expect(await git("log", "-1", "--format=%an <%ae>", "--", "content/redirects.yaml")).toBe(
      `${person.name} <${person.email}>`,
    );
    await page.goto(`${servers.origin}/keystatic/singleton/redirects`);
    await expect(page.getByText(`/blog/${oldSlug} → /blog/${newSlug}`)).toBeVisible({
      timeout: 60_000,
    });
  });

  await test.step("the public server answers the old address with 301 to the new one, in English and Arabic", async () => {
    expect(await answer(`/blog/${oldSlug}`)).toEqual({
      status: 301,
      location: `/blog/${newSlug}`,
    });
    expect(await answer(`/ar/blog/${oldSlug}`)).toEqual({
      status: 301,
      location: `/ar/blog/${newSlug}`,
    });
    expect(await answer(`/blog/${oldSlug}?utm_source=newsletter`)).toEqual({
      status: 301,
      location: `/blog/${newSlug}?utm_source=newsletter`,
    });
    await page.goto(`${servers.publicSite?.origin}/ar/blog/${oldSlug}`);
    await expect(page).toHaveURL(`${servers.publicSite?.origin}/ar/blog/${newSlug}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(servers.publicSite?.process.exitCode).toBeNull();
  });
});
