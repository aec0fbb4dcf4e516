import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { redirectsFile, redirectTable } from "../../common/redirects.ts";
import { addRelease, withReleasesServer } from "../../tests/support/fake-releases.ts";
import { switchTo } from "../releases/releases-dir.ts";

const pages = [
  "",
  "about",
  "blog",
  "blog/new-name",
  "ar",
  "ar/about",
  "ar/blog",
  "ar/blog/new-name",
];

function release(redirects?: Record<string, string>) {
  const files: Record<string, string> = Object.fromEntries(
    pages.map((page) => [
      join(page, "index.html"),
      `<!DOCTYPE html><html><head><title>${page}</title></head><body><h1>/${page}</h1></body></html>`,
    ]),
  );
  if (redirects) files[redirectsFile] = JSON.stringify(redirects);
  return files;
}

const site = withReleasesServer(async (dir) => {
  await addRelease(
    dir,
    "20260101-000000",
    release(
      redirectTable([
        { from: "/blog/old-name", to: "/blog/new-name" },
        { from: "/services", to: "/about#team" },
        { from: "/about", to: "/blog" },
      ]),
    ),
  );
  await addRelease(dir, "20260102-000000", release());
  await switchTo(dir, "20260101-000000");
});

const get = (url: string, method: "GET" | "HEAD" = "GET") => site.inject({ method, url });

describe("redirects", () => {
  it("answer an old address with 301 to the new one, in English and in Arabic", async () => {
    for (const [from, to] of [
      ["/blog/old-name", "/blog/new-name"],
      ["/ar/blog/old-name", "/ar/blog/new-name"],
      ["/blog/old-name/", "/blog/new-name"],
      ["/services", "/about#team"],
      ["/ar/services", "/ar/about#team"],
    ]) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    const head = await get("/ar/blog/old-name", "HEAD");
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe("/ar/blog/new-name");
    expect((await get("/blog/new-name")).statusCode).toBe(200);
  });

  it("keep the visitor's query, before the new address's #section", async () => {
    const post = await get("/blog/old-name?utm_source=news&utm_medium=email");
    expect(post.headers.location).toBe("/blog/new-name?utm_source=news&utm_medium=email");
    const section = await get("/ar/services?ref=card");
    expect(section.headers.location).toBe("/ar/about?ref=card#team");
  });

  it("never hide a page the release has, and leave other unknown paths to go home", async () => {
    const about = await get("/about");
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain("<h1>/about</h1>");
    for (const [path, home] of [
      ["/blog/never-was", "/"],
      ["/ar/blog/never-was", "/ar"],
    ]) {
      const response = await get(path!);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(home);
    }
  });

  it("follow the live release: another release without them, and a rollback brings them back", async () => {
    await site.switchTo("20260102-000000");
    const gone = await get("/blog/old-name");
    expect(gone.statusCode).toBe(302);
    expect(gone.headers.location).toBe("/");
    await site.switchTo("20260101-000000");
    const back = await get("/ar/blog/old-name");
    expect(back.statusCode).toBe(301);
    expect(back.headers.location).toBe("/ar/blog/new-name");
  });

  it("are not served as a file", async () => {
    expect((await get(`/${redirectsFile}`)).statusCode).toBe(404);
  });
});
