// Who may do what in the back office, and what the public server answers for its paths. Runs on
// the worker's shared back office (tests/support/back-office-fixture.ts); reads no content.
import { createServer, type Server } from "node:http";
import { expect, test } from "../support/back-office-fixture.ts";
import { freePort, signIn } from "../support/back-office-servers.ts";

let attacker: Server | undefined;

test.afterAll(() => {
  attacker?.close();
});

test("signed out, every back-office page shows the sign-in form and every API answers 401", async ({
  office,
  page,
  request,
}) => {
  for (const path of [
    "/",
    "/changes",
    "/releases",
    "/audit-log",
    "/keystatic",
    "/keystatic/collection/posts",
    "/preview",
    "/preview/about",
    "/preview/ar/blog",
  ]) {
    const response = await page.goto(`${office.origin}${path}`);
    expect(response?.status(), path).toBe(401);
    await expect(page.getByRole("form", { name: "Sign in" }), path).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" }), path).toHaveCount(0);
  }
  for (const path of ["/api/keystatic/tree", "/api/keystatic/blob/abc/content/site.yaml"]) {
    const response = await request.get(`${office.origin}${path}`, {
      headers: { "no-cors": "1" },
    });
    expect(response.status(), path).toBe(401);
  }
  const save = await request.post(`${office.origin}/api/keystatic/update`, {
    headers: { "no-cors": "1", origin: office.origin },
    data: { additions: [], deletions: [] },
  });
  expect(save.status()).toBe(401);
});

test("an editor sees no Publish button, and the server refuses the publish form from them", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await enrolled("editor");
  await signIn(page, office.origin, editor.email, editor.password);
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav).toBeVisible();
  for (const name of ["Changes", "Releases"]) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  }
  // The form a publisher's button would send, with the editor's own session and CSRF token.
  const token = await page.locator('input[name="csrf"]').first().inputValue();
  const answer = await page.evaluate(async (csrf) => {
    const response = await fetch("/releases/publish", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf }),
    });
    return response.status;
  }, token);
  expect(answer).toBe(403);
});

test("five wrong passwords lock the account: the right one is then refused too", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(120_000);
  const publisher = await enrolled("publisher");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(page, office.origin, publisher.email, `wrong password number ${attempt}`);
    await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
  }
  await signIn(page, office.origin, publisher.email, publisher.password);
  // One alert, the true one: the right password was not checked, so it is not called incorrect.
  await expect(page.getByRole("alert")).toHaveText(
    "Too many failed sign-ins: try again in 15 minutes.",
  );
  await expect(page.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
});

test("a form posted from another site, with the editor signed in, changes nothing", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await enrolled("editor");
  await signIn(page, office.origin, editor.email, editor.password);
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  // Another site (another host name, so another site to the browser) whose page submits a form
  // to the back office's sign-out: a successful one would end the editor's session.
  const port = await freePort();
  attacker = createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<!doctype html><title>Win a prize</title>
      <form method="post" action="${office.origin}/sign-out">
        <input name="csrf" value="guessed"><button>Claim</button>
      </form>`);
  });
  await new Promise<void>((resolve) => attacker?.listen(port, "127.0.0.1", resolve));
  await page.goto(`http://localhost:${port}/`);
  const posted = page.waitForResponse((response) => response.url().endsWith("/sign-out"));
  await page.getByRole("button", { name: "Claim" }).click();
  expect((await posted).status()).toBeGreaterThanOrEqual(400);
  await page.goto(`${office.origin}/changes`);
  await expect(page.getByRole("heading", { name: "Changes", level: 1 })).toBeVisible();
});

test("the public server answers the back office's paths as paths it does not have", async ({
  office,
  request,
}) => {
  const origin = office.publicSite.origin;
  const options = { maxRedirects: 0 };
  const unknownPage = await request.get(`${origin}/no-such-page`, options);
  expect(unknownPage.status()).toBe(302);
  for (const path of [
    "/keystatic",
    "/keystatic/collection/posts",
    "/preview",
    "/preview/about",
    "/sign-in",
    "/set-password?token=abc",
    "/changes",
    "/releases",
    "/audit-log",
  ]) {
    const response = await request.get(`${origin}${path}`, options);
    expect(response.status(), path).toBe(unknownPage.status());
    expect(response.headers().location, path).toBe(unknownPage.headers().location);
  }
  const unknownApi = await request.get(`${origin}/api/no-such-thing`, options);
  expect(unknownApi.status()).toBe(404);
  const api = await request.get(`${origin}/api/keystatic/tree`, options);
  expect(api.status()).toBe(404);
  expect(await api.text()).toBe(await unknownApi.text());
  for (const path of ["/releases/publish", "/releases/roll-back", "/sign-in"]) {
    const response = await request.post(`${origin}${path}`, { ...options, form: { csrf: "x" } });
    expect(response.status(), path).not.toBe(200);
    expect(response.status(), path).toBeLessThan(500);
  }
});
