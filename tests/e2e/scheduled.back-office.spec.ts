// A post scheduled for later goes live by itself, on the worker's shared back office
// (tests/support/back-office-fixture.ts), published with the fake build. Nobody waits for its
// time: the test moves the back office's clock past it (tests/support/test-clock.ts), and the
// scheduler there looks every half second. The post supply-chain-esg is this spec's own.
import { axeViolations } from "../support/axe.ts";
import { expect, scheduleCheckMs, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, signInToBackOffice } from "../support/back-office-servers.ts";

const post = "supply-chain-esg";
const minute = 60_000;

test("a post scheduled an hour ahead goes live by itself when its time comes, in its feed and sitemap too", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(5 * minute);
  const origin = office.origin;
  const visit = async (path: string) => {
    const response = await fetch(`${office.publicSite.origin}${path}`, { redirect: "manual" });
    return {
      status: response.status,
      location: response.headers.get("location"),
      body: await response.text(),
    };
  };

  await test.step("a publisher added by command sets a password and signs in", async () => {
    const person = await enrolled("publisher");
    await signInToBackOffice(page, origin, person.email, person.password);
  });

  // On the minute, an hour ahead, written as the field takes it: in UTC, as it says.
  const publishAt = new Date(Math.ceil((Date.now() + 60 * minute) / minute) * minute);
  await test.step("in the editor, set the post's Publish at, its time zone stated beside it, and save", async () => {
    await page.goto(`${origin}/keystatic/collection/posts/item/${post}`);
    const field = page.getByLabel("Publish at");
    await expect(field).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Time zone: UTC")).toBeVisible();
    await field.fill(publishAt.toISOString().slice(0, 16));
    const saved = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status()).toBe(200);
  });

  await test.step("publish: the public server does not show the post, its feed and sitemap do not list it", async () => {
    await publishInBrowser(page, origin);
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
          { timeout: minute, intervals: [250] },
        )
        .not.toBe(503);
      expect((await page.request.get(`${origin}${path}`, { maxRedirects: 0 })).status()).toBe(200);
    }
  });

  await test.step("its time comes: with nobody clicking, the post goes live", async () => {
    // Still off the site until the back office's clock passes its time.
    expect((await visit(`/blog/${post}`)).status).toBe(302);
    office.moveClockAhead(publishAt.getTime() - Date.now() + minute);
    await expect
      .poll(async () => (await visit(`/blog/${post}`)).status, {
        // A few of the scheduler's looks and a fake build, on a busy machine.
        timeout: minute,
        intervals: [scheduleCheckMs],
      })
      .toBe(200);
    expect((await visit(`/ar/blog/${post}`)).status).toBe(200);
    expect((await visit("/blog")).body).toContain(`/blog/${post}`);
    expect((await visit("/blog/feed.xml")).body).toContain(`/blog/${post}`);
    expect((await visit("/sitemap.xml")).body).toContain(`/blog/${post}`);
    expect(office.publicSite.process.exitCode).toBeNull();
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
