// The media library as the editor's "Choose from media library" reads it: the Media page's
// pictures as JSON, each with the file the dialog fetches to copy it into a field, for whoever
// edits content and nobody else; and nothing of it on the public site.
import { execFileSync } from "node:child_process";
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { makeFakeSite } from "../../tests/support/fake-site.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

let office: BackOffice;
let editor: string;

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"></svg>';
const workspace = () => office.config.ADMIN_WORKSPACE;

async function write(path: string, contents: string | Buffer) {
  await mkdir(join(workspace(), path, ".."), { recursive: true });
  await writeFile(join(workspace(), path), contents);
}

function commit(message: string) {
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace(), ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", message);
}

beforeAll(async () => {
  office = await startBackOffice();
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#0b3b5c" },
  })
    .png()
    .toBuffer();
  // A post's cover (a photograph), a person's portrait (a drawing), a picture nobody names.
  await write("content/images/blog/growth/cover/src.png", png);
  await write("content/images/team/asha/portrait/src.svg", svg);
  await write("content/images/gallery/old/picture/src.svg", svg);
  await write(
    "content/posts/growth.mdoc",
    "---\ntitle:\n  en: Growth in hard times\n  ar: النمو\ncover:\n  src: /images/blog/growth/cover/src.png\n---\nWords.\n",
  );
  await write(
    "content/team/asha.yaml",
    "name: Asha Verma\nportrait:\n  src: /images/team/asha/portrait/src.svg\n",
  );
  // Neither is a picture of the library: a text file, and a link to a file beside the pictures.
  await write("content/secret.yaml", "password: hunter2\n");
  await write("content/images/notes.txt", "not a picture\n");
  await symlink(
    join(workspace(), "content/secret.yaml"),
    join(workspace(), "content/images/link.svg"),
  );
  commit("Pictures");
  editor = await office.signedIn("editor");
}, 60_000);
afterAll(() => office.close());

const get = (url: string, cookie = editor) =>
  office.inject({ method: "GET", url, headers: { cookie } });

describe("GET /api/media/pictures", { timeout: 60_000 }, () => {
  it("lists the Media page's pictures by path, each with its file, size and the entries that show it", async () => {
    const response = await get("/api/media/pictures");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual([
      {
        name: "blog/growth/cover/src.png",
        file: "/media/pictures/blog/growth/cover/src.png",
        width: 40,
        height: 30,
        usedIn: ["Blog posts 'Growth in hard times'"],
      },
      {
        name: "gallery/old/picture/src.svg",
        file: "/media/pictures/gallery/old/picture/src.svg",
        usedIn: [],
      },
      {
        name: "team/asha/portrait/src.svg",
        file: "/media/pictures/team/asha/portrait/src.svg",
        usedIn: ["Team 'Asha Verma'"],
      },
    ]);
  });

  it("gives for each picture the file the dialog copies: its very bytes, with its type", async () => {
    for (const { name, file } of (await get("/api/media/pictures")).json() as {
      name: string;
      file: string;
    }[]) {
      const answer = await get(file);
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers["content-type"], name).toBe(
        name.endsWith(".png") ? "image/png" : "image/svg+xml",
      );
      expect(answer.headers["x-content-type-options"], name).toBe("nosniff");
      expect(
        answer.rawPayload.equals(await readFile(join(workspace(), "content/images", name))),
      ).toBe(true);
    }
  });

  it("lists a picture saved since at once", async () => {
    await write("content/images/news/fresh/picture/src.svg", svg);
    commit("Another picture");
    const names = ((await get("/api/media/pictures")).json() as { name: string }[]).map(
      (picture) => picture.name,
    );
    expect(names).toContain("news/fresh/picture/src.svg");
  });

  it("is for editors, publishers and admins", async () => {
    for (const role of ["publisher", "admin"] as const) {
      expect((await get("/api/media/pictures", await office.signedIn(role))).statusCode, role).toBe(
        200,
      );
    }
  });

  it("refuses sales (403) and someone signed out (401), with nothing of the list", async () => {
    const sales = await get("/api/media/pictures", await office.signedIn("sales"));
    expect(sales.statusCode).toBe(403);
    expect(sales.json()).toEqual({ message: "Your role does not allow this." });
    for (const cookie of ["", "better-auth.session_token=forged"]) {
      const signedOut = await get("/api/media/pictures", cookie);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ message: "Sign in first." });
    }
  });
});

describe("the public site", () => {
  it("answers /api/media/pictures as an API path that does not exist", async () => {
    const staticDir = await makeFakeSite();
    const site = await buildApp(
      loadConfig({ STATIC_DIR: staticDir, DATA_DIR: `${staticDir}/data`, LOG_LEVEL: "silent" }),
    );
    try {
      const answer = async (url: string) => {
        const { statusCode, headers, body } = await site.inject({ method: "GET", url });
        return { statusCode, type: headers["content-type"], body };
      };
      const unknown = await answer("/api/no-such-thing");
      expect(unknown.statusCode).toBe(404);
      expect(await answer("/api/media/pictures")).toEqual(unknown);
    } finally {
      await site.close();
    }
  });
});
