import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ SITE_URL: "https://www.consulting.test" });
  const workspace = office.config.ADMIN_WORKSPACE;
  await mkdir(join(workspace, "scripts"));
  await writeFile(
    join(workspace, "scripts/check-content.ts"),
    'console.log("content/banner-slides/first.yaml: order: must be a number");\nprocess.exit(1);\n',
  );
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "A check");
}, 60_000);
afterAll(() => office.close());

describe("publishing from the Changes page", { timeout: 60_000 }, () => {
  it("shows Publish to a publisher and not to an editor", async () => {
    const publisher = await office.signedIn("publisher");
    const editor = await office.signedIn("editor");
    const page = (cookie: string) =>
      office.inject({ method: "GET", url: "/changes", headers: { cookie } });
    expect((await page(publisher)).body).toContain('<button type="submit">Publish</button>');
    expect((await page(editor)).body).not.toContain(">Publish</button>");
  });

  it("returns to Changes with the content check's problems in an alert, linked to the editor", async () => {
    const cookie = await office.signedIn("publisher");
    const { response } = await office.postForm(
      "/releases/publish",
      { from: "changes" },
      { cookie, page: "/changes" },
    );
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain("<h1>Changes</h1>");
    expect(response.body).toMatch(/<div role="alert"><p>The content check found problems/);
    expect(response.body).toContain(
      '<li><a href="/keystatic/collection/bannerSlides/item/first">content/banner-slides/first.yaml: order: must be a number</a></li>',
    );
  });
});
