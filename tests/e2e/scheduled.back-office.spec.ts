import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";
import {
  enrol,
  publishInBrowser,
  signInToBackOffice,
  withBackOffice,
} from "../support/back-office-servers.ts";

const person = { name: "Lina Haddad", email: "lina@example.test" };
const password = "seven quiet rivers by night";
const post = "supply-chain-esg";
const minute = 60_000;

const servers = withBackOffice();

async function visit(path: string) {
  const response = await fetch(`${servers.publicSite!.origin}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

test("a post scheduled two minutes ahead goes live by itself, in its feed and sitemap too", async ({
  page,
}) => {
  test.setTimeout(900_000);
  const origin = servers.origin;

  await test.step("a publisher added by command sets a password and signs in", async () => {
    await enrol(page, servers.setup, person, "publisher", password);
    await signInToBackOffice(page, origin, person.email, password);
  });

  // On the minute, about two minutes ahead, written as the field takes it: in UTC, as it says.
  const publishAt = new Date(Math.ceil((Date.now() + 2 * minute) / minute) * minute);
  await test.step("in the editor, set the post's Publish at, its time zone stated beside it, and save", async () => {
    await page.goto(`${origin}/keystatic/collection/posts/item/${post}`);
    const field = page.getByLabel("Publish at");
    await expect(field).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Time zone: UTC")).toBeVisible();
    await field.fill(publishAt.toISOString().slice(0, 16));
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/keystatic/update") && response.ok(),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved;
  });

  await test.step("publish: the public server does not show the post, its feed and sitemap do not list it", async () => {
    await publishInBrowser(page, origin);
    await servers.startPublicServer();
    // Checked before the post's time: otherwise this step proves nothing.
    expect(Date.now()).toBeLessThan(publishAt.getTime());
    for (const path of [`/blog/${post}`, `/ar/blog/${post}`]) {
      expect(await visit(path)).toMatchObject({ status: 302 });
    }
    expect((await visit("/blog")).body).not.toContain(`/blog/${post}`);
    expect((await visit("/blog/feed.xml")).body).not.toContain(`/blog/${post}`);
    expect((await visit("/sitemap.xml")).body).not.toContain(`/blog/${post}`);
  });

  await test.step("the preview shows the scheduled post already, in both languages", async () => {
    for (const path of [`/preview/blog/${post}`, `/preview/ar/blog/${post}`]) {
      // 503 while the preview builds; then the post's page, not the unknown path's redirect.
      await expect
        .poll(
          async () => (await page.request.get(`${origin}${path}`, { maxRedirects: 0 })).status(),
          { timeout: 4 * minute, intervals: [2_000] },
        )
        .not.toBe(503);
      expect((await page.request.get(`${origin}${path}`, { maxRedirects: 0 })).status()).toBe(200);
    }
  });

  await test.step("with nobody clicking, the post goes live within two minutes of its time", async () => {
    await expect
      .poll(async () => (await visit(`/blog/${post}`)).status, {
        // Its time, the scheduler's two minutes and a build on a busy machine.
        timeout: publishAt.getTime() - Date.now() + 2 * minute + 4 * minute,
        intervals: [2_000],
      })
      .toBe(200);
    expect((await visit(`/ar/blog/${post}`)).status).toBe(200);
    expect((await visit("/blog")).body).toContain(`/blog/${post}`);
    expect((await visit("/blog/feed.xml")).body).toContain(`/blog/${post}`);
    expect((await visit("/sitemap.xml")).body).toContain(`/blog/${post}`);
    expect(servers.publicSite?.process.exitCode).toBeNull();
  });

  await test.step("the Releases page shows the scheduled publish as the live release", async () => {
    await page.goto(`${origin}/releases`);
    const row = page.getByRole("row").filter({ hasText: "Scheduled publish" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Live");
    await expect(row).toContainText("Blog posts 'ESG in the supply chain");
    expect(await axeViolations(page)).toEqual([]);
  });
});
