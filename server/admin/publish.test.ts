// Published with the fake build (tests/support/fake-build.ts): what is checked here is the
// publish around the build, not the site's build itself.
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { fakeBuild } from "../../tests/support/fake-build.ts";
import { publicServerOn } from "../../tests/support/fake-releases.ts";
import { siteWorkspace } from "../../tests/support/site-workspace.ts";
import { currentRelease, releaseClientDir } from "../releases/releases-dir.ts";

const build = fakeBuild();
const slide = "content/banner-slides/transformation.yaml";

let office: BackOffice;
let workspace: string;
let releasesDir: string;
let site: Awaited<ReturnType<typeof publicServerOn>> | undefined;
let publisherCookie: string;

const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace, ...args], { encoding: "utf8" }).trim();

async function liveHeading() {
  site ??= await publicServerOn(releasesDir, join(releasesDir, "..", "site-data"));
  const home = await site.inject({ method: "GET", url: "/" });
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(home.body)?.[1];
}

async function commitSlide(text: string) {
  await writeFile(join(workspace, slide), text);
  git("-c", "user.name=T", "-c", "user.email=t@example.test", "commit", "-qam", "edit");
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "publish-"));
  workspace = await siteWorkspace(dir);
  releasesDir = join(dir, "releases");
  office = await startBackOffice(
    {
      ADMIN_WORKSPACE: workspace,
      RELEASES_DIR: releasesDir,
      SITE_URL: "https://www.consulting.test",
    },
    { build },
  );
  publisherCookie = await office.signedIn("publisher");
}, 60_000);
afterAll(async () => {
  await site?.close();
  await office?.close();
});

describe("publishing", { timeout: 60_000 }, () => {
  it("is refused to an editor by the server, not only hidden", async () => {
    const editor = await office.signedIn("editor");
    const page = await office.inject({
      method: "GET",
      url: "/releases",
      headers: { cookie: editor },
    });
    expect(page.body).not.toContain(">Publish</button>");
    expect((await office.publish(editor)).statusCode).toBe(403);
    expect(await currentRelease(releasesDir)).toBeUndefined();
  });

  it("checks, builds and makes the workspace live; the Releases page marks it", async () => {
    const response = await office.publish(publisherCookie);
    expect(response.statusCode, response.body).toBe(303);
    const live = await currentRelease(releasesDir);
    expect(response.headers.location).toBe(`/releases?published=${live}`);
    expect(await liveHeading()).toBe("Redefining how organisations grow");
    const page = await office.inject({
      method: "GET",
      url: "/releases",
      headers: { cookie: publisherCookie },
    });
    expect(page.body).toContain("<h1>Releases</h1>");
    expect(page.body).toMatch(/<td>A publisher<\/td>[\s\S]*?<strong>Live<\/strong>/);
    const sitemap = await readFile(join(releasesDir, "current/client/sitemap.xml"), "utf8");
    expect(sitemap).toContain("https://www.consulting.test/");
    expect(build.requests.at(-1)).toMatchObject({
      dir: workspace,
      siteUrl: "https://www.consulting.test",
    });
  });

  it("stops at a content error, naming file and field, and leaves the live release", async () => {
    const before = await currentRelease(releasesDir);
    const original = await readFile(join(workspace, slide), "utf8");
    await commitSlide(original.replace("  en: Redefining how organisations grow\n", '  en: ""\n'));
    const response = await office.publish(publisherCookie);
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toMatch(
      /<li><a href="\/keystatic\/collection\/bannerSlides\/item\/transformation">content\/banner-slides\/transformation\.yaml: heading\.en: [^<]+<\/a><\/li>/,
    );
    expect(await currentRelease(releasesDir)).toBe(before);
    await commitSlide(original);
  });

  it("publishes an edit that the public server shows from its next request, and rolls back", async () => {
    const first = await currentRelease(releasesDir);
    const original = await readFile(join(workspace, slide), "utf8");
    await commitSlide(
      original.replace("Redefining how organisations grow\n  ar", "Plans into results\n  ar"),
    );
    expect((await office.publish(publisherCookie)).statusCode).toBe(303);
    const second = await currentRelease(releasesDir);
    expect(second).not.toBe(first);
    expect(await liveHeading()).toBe("Plans into results");
    // The pictures did not change: the new release shares the first one's files on disk.
    const pictures = (
      await readdir(join(releaseClientDir(releasesDir, second!), "images"), { recursive: true })
    ).filter((name) => /\.(avif|webp|jpe?g|png)$/.test(name));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const [old, next] = await Promise.all(
        [first!, second!].map((id) =>
          stat(join(releaseClientDir(releasesDir, id), "images", picture)),
        ),
      );
      expect(next?.ino, picture).toBe(old?.ino);
    }
    const page = await office.inject({
      method: "GET",
      url: "/releases",
      headers: { cookie: publisherCookie },
    });
    expect(page.body).toContain("Home page banner slides &#39;transformation&#39;");
    expect(page.body.match(/>Roll back to this release</g)).toHaveLength(1);

    const back = await office.rollBack(publisherCookie, first!);
    expect(back.statusCode).toBe(303);
    expect(await currentRelease(releasesDir)).toBe(first);
    expect(await liveHeading()).toBe("Redefining how organisations grow");
    const audit = (await office.app.backOffice.store.audit.list()).map((entry) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["published", "publish refused", "rolled back"]));
  });

  it("stops at a failed build, showing its last lines, and leaves the live release", async () => {
    const before = await currentRelease(releasesDir);
    await commitSlide(
      (await readFile(join(workspace, slide), "utf8")).replace("order: 10\n", "order: 11\n"),
    );
    build.failWith("Error: content/banner-slides/transformation.yaml: picture.src: not a picture");
    try {
      // The heading rolled back above is still saved: publishing puts it back, once ticked.
      const response = await office.publish(publisherCookie, { republish: true });
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain("The build failed: nothing was published.");
      expect(response.body).toContain("picture.src: not a picture");
    } finally {
      build.failWith(undefined);
    }
    expect(await currentRelease(releasesDir)).toBe(before);
    expect((await readdir(workspace)).filter((name) => name.startsWith("build-"))).toEqual([]);
  });

  it("runs one publish at a time: a second one meanwhile is told why", async () => {
    const asked = build.requests.length;
    const release = build.hold();
    try {
      const first = office.publish(publisherCookie, { republish: true });
      await vi.waitFor(() => expect(build.requests.length).toBe(asked + 1), {
        timeout: 30_000,
        interval: 20,
      });
      const second = await office.publish(publisherCookie);
      expect(second.statusCode).toBe(409);
      expect(second.body).toContain("Another publish is running");
      release();
      expect((await first).statusCode).toBe(303);
    } finally {
      release();
    }
  });

  it("writes nothing to the system's temporary folder (a hardened service may not write there)", async () => {
    // A file where the folder should be: nothing can be made in it, whoever runs the test.
    const blocked = join(dir, "no-temporary-folder");
    await writeFile(blocked, "");
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = blocked;
    try {
      expect(tmpdir()).toBe(blocked);
      const text = await readFile(join(workspace, slide), "utf8");
      await commitSlide(
        text.replace(/^ {2}en: .*$/m, "  en: Published without a temporary folder"),
      );
      const response = await office.publish(publisherCookie, { republish: true });
      expect(response.statusCode, response.body).toBe(303);
      expect(response.headers.location).toMatch(/^\/releases\?published=/);
      expect(await liveHeading()).toBe("Published without a temporary folder");
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    expect((await readdir(releasesDir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("refuses to publish while SITE_URL is unset", async () => {
    const unset = await startBackOffice(
      { ADMIN_WORKSPACE: workspace, RELEASES_DIR: releasesDir },
      { build },
    );
    try {
      const cookie = await unset.signedIn("publisher");
      const response = await unset.publish(cookie);
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain("SITE_URL is unset");
    } finally {
      await unset.close();
    }
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
