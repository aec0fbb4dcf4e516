// The Media page, for whoever edits content: every picture and document in the workspace's latest
// save, where each is used, and each picture's file for its thumbnail, nothing else.
import { execFileSync } from "node:child_process";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

let office: BackOffice;
let editor: string;

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"></svg>';

beforeAll(async () => {
  office = await startBackOffice();
  const workspace = office.config.ADMIN_WORKSPACE;
  const write = async (path: string, contents: string | Buffer) => {
    await mkdir(join(workspace, path, ".."), { recursive: true });
    await writeFile(join(workspace, path), contents);
  };
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#0b3b5c" },
  })
    .png()
    .toBuffer();
  // A post's cover and a person's portrait, each named by its entry; a picture nobody names.
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
  // A longer address that starts with the unused picture's names another file, not that one.
  await write(
    "content/news/other.yaml",
    "picture:\n  src: /images/gallery/old/picture/src.svg.png\n",
  );
  await write("content/documents/services/audit/brochure/file.pdf", "%PDF-1.4\n");
  // What the picture route must never send: a file beside the pictures, a link, a text file.
  await write("content/secret.yaml", "password: hunter2\n");
  await write("content/images/notes.txt", "not a picture\n");
  await symlink(join(workspace, "content/secret.yaml"), join(workspace, "content/images/link.svg"));
  await write("outside.svg", svg);
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Pictures");
  editor = await office.signedIn("editor");
}, 60_000);
afterAll(() => office.close());

const get = (url: string, cookie = editor) =>
  office.inject({ method: "GET", url, headers: { cookie } });

/**
 * A request sent over the network with its path exactly as written: `..` and `%2e%2e` reach the
 * back office as a client that does not tidy its paths sends them (an injected request's URL is
 * tidied first).
 */
async function sent(path: string, cookie = editor) {
  if (!office.app.server.listening) await office.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = office.app.server.address() as AddressInfo;
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers: { cookie } }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => {
        body += chunk;
      });
      answer.on("end", () => resolve({ statusCode: answer.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

const navigation = (body: string) => /<nav aria-label="Back office">[\s\S]*?<\/nav>/.exec(body)![0];

/** The row of the table that names `name`. */
const rowOf = (body: string, name: string) =>
  [...body.matchAll(/<tr>[\s\S]*?<\/tr>/g)]
    .map((match) => match[0])
    .find((row) => row.includes(`>${name}</`));

describe("the Media page", { timeout: 60_000 }, () => {
  it("is for editors, publishers and admins, linked in their menu, and sends no script", async () => {
    for (const role of ["editor", "publisher", "admin"] as const) {
      const cookie = role === "editor" ? editor : await office.signedIn(role);
      const page = await get("/media", cookie);
      expect(page.statusCode, role).toBe(200);
      expect(page.body).toContain("<h1>Media</h1>");
      expect(navigation(page.body)).toContain('<li><a href="/media">Media</a></li>');
      expect(page.body).not.toContain("<script");
    }
  });

  it("refuses sales (403) and shows them no link; asks someone signed out to sign in (401)", async () => {
    const sales = await office.signedIn("sales");
    const page = await get("/media", sales);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("<h1>Not allowed</h1>");
    expect(navigation((await get("/", sales)).body)).not.toContain('href="/media"');
    expect((await get("/media", "")).statusCode).toBe(401);
    expect((await get("/media/pictures/team/asha/portrait/src.svg", sales)).statusCode).toBe(403);
    expect((await get("/media/pictures/team/asha/portrait/src.svg", "")).statusCode).toBe(401);
  });

  it("lists the pictures and the documents, each group with its count", async () => {
    const body = (await get("/media")).body;
    expect(body).toContain("3 pictures and 1 document in the latest saves");
    expect(body).toContain('<h2 id="media-pictures">Pictures (3)</h2>');
    expect(body).toContain('<h2 id="media-documents">Documents (1)</h2>');
    // The text file and the link under content/images/ are no pictures.
    expect(body).not.toContain("notes.txt");
    expect(body).not.toContain("link.svg");
    const cover = rowOf(body, "blog/growth/cover/src.png")!;
    expect(cover).toContain('<img src="/media/pictures/blog/growth/cover/src.png" alt=""');
    expect(cover).toContain("1 KB, 40 × 30 pixels");
    expect(cover).toContain(
      '<input type="text" readonly value="/images/blog/growth/cover/src.png" aria-label="Address of blog/growth/cover/src.png" />',
    );
    expect(rowOf(body, "services/audit/brochure/file.pdf")).toContain(
      'value="/documents/services/audit/brochure/file.pdf"',
    );
  });

  it("names the entries that use each picture, linked to the editor, and says Not used of the rest", async () => {
    const body = (await get("/media")).body;
    expect(rowOf(body, "blog/growth/cover/src.png")).toContain(
      '<li><a href="/keystatic/collection/posts/item/growth">Blog posts &#39;Growth in hard times&#39;</a></li>',
    );
    expect(rowOf(body, "team/asha/portrait/src.svg")).toContain(
      '<li><a href="/keystatic/collection/team/item/asha">Team &#39;Asha Verma&#39;</a></li>',
    );
    const unused = rowOf(body, "gallery/old/picture/src.svg")!;
    expect(unused).toContain("<td>Not used</td>");
    expect(unused).not.toContain("/keystatic/");
    expect(rowOf(body, "services/audit/brochure/file.pdf")).toContain("<td>Not used</td>");
  });
});

describe("a picture's file", { timeout: 60_000 }, () => {
  it("is sent over the network as the thumbnail asks for it", async () => {
    const answer = await sent("/media/pictures/team/asha/portrait/src.svg");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(svg);
  });

  it("is sent with its type, nosniff, and for an SVG a policy that runs nothing", async () => {
    const png = await get("/media/pictures/blog/growth/cover/src.png");
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(png.rawPayload).metadata()).width).toBe(40);

    const vector = await get("/media/pictures/team/asha/portrait/src.svg");
    expect(vector.statusCode).toBe(200);
    expect(vector.headers["content-type"]).toBe("image/svg+xml");
    expect(vector.headers["x-content-type-options"]).toBe("nosniff");
    expect(vector.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(vector.body).toBe(svg);
  });

  it.each([
    ["a parent folder", "/media/pictures/../../outside.svg"],
    ["a parent folder within", "/media/pictures/team/../../secret.yaml"],
    ["an encoded parent folder", "/media/pictures/%2e%2e/%2e%2e/outside.svg"],
    ["an encoded slash", "/media/pictures/team%2f..%2f..%2f..%2foutside.svg"],
    ["a twice-encoded parent folder", "/media/pictures/%252e%252e/secret.yaml"],
    ["a backslash", "/media/pictures/..%5c..%5coutside.svg"],
    ["a symbolic link", "/media/pictures/link.svg"],
    ["a file that is no picture", "/media/pictures/notes.txt"],
    ["a content file outside the pictures", "/media/pictures/../secret.yaml"],
    ["a missing file", "/media/pictures/team/nobody/src.svg"],
    ["the folder itself", "/media/pictures/"],
    ["a folder", "/media/pictures/team"],
  ])("is refused for %s (404)", async (_what, url) => {
    const answer = await sent(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain("hunter2");
    expect(answer.body).not.toContain("<svg");
  });
});
