// A post renamed, published with the fake build on the worker's shared back office
// (tests/support/back-office-fixture.ts): the post operating-model-growth is this spec's own (the
// others edit closing-skills-gap and supply-chain-esg).
import { expect, test } from "../support/back-office-fixture.ts";
import { publishInBrowser, signInToBackOffice } from "../support/back-office-servers.ts";

test("a published post renamed in the editor: its old address answers 301 to the new one, in both languages", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const git = office.git;
  const answer = async (path: string) => {
    const response = await fetch(`${office.publicSite.origin}${path}`, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location") };
  };
  const oldSlug = "operating-model-growth";
  const newSlug = `${oldSlug}-renamed`;
  const person = await enrolled("publisher");

  await test.step("a publisher signs in and publishes the site as it is", async () => {
    await signInToBackOffice(page, office.origin, person.email, person.password);
    await publishInBrowser(page, office.origin);
    expect((await answer(`/blog/${oldSlug}`)).status).toBe(200);
    expect(await answer(`/blog/${newSlug}`)).toEqual({ status: 302, location: "/" });
  });

  await test.step("the post's file name changes in the editor; the save renames its files in one commit", async () => {
    await page.goto(`${office.origin}/keystatic/collection/posts/item/${oldSlug}`);
    const fileName = page.getByRole("textbox", { name: "File name", exact: true });
    await expect(fileName).toHaveValue(oldSlug, { timeout: 60_000 });
    await fileName.fill(newSlug);
    const saved = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status()).toBe(200);
    const files = await git("show", "--no-renames", "--name-status", "--format=", "HEAD");
    expect(files).toMatch(new RegExp(`^D\\tcontent/posts/${oldSlug}\\.mdoc$`, "m"));
    expect(files).toMatch(new RegExp(`^A\\tcontent/posts/${newSlug}\\.mdoc$`, "m"));
  });

  await test.step("the next publish adds the redirect to the editor's list, in the publisher's name", async () => {
    await publishInBrowser(page, office.origin);
    expect(await git("log", "-1", "--format=%an <%ae>", "--", "content/redirects.yaml")).toBe(
      `${person.name} <${person.email}>`,
    );
    await page.goto(`${office.origin}/keystatic/singleton/redirects`);
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
    await page.goto(`${office.publicSite.origin}/ar/blog/${oldSlug}`);
    await expect(page).toHaveURL(`${office.publicSite.origin}/ar/blog/${newSlug}`);
    // The Arabic page (the fake build marks it by its language; the real one's right-to-left
    // layout is the site project's to check).
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(office.publicSite.process.exitCode).toBeNull();
  });
});
