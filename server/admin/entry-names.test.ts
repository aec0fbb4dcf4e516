// The names the editor's entry pickers offer, as the back office answers them: read from the
// workspace (what is on disk now, a name saved a moment ago included), to signed-in people only.
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";

const repository = resolve(import.meta.dirname, "../..");
/** Three real offices, two of them with one name (Cairo). */
const offices = ["amman", "cairo-downtown", "cairo-nasr-city"];

let office: BackOffice;
let cookie: string;
beforeAll(async () => {
  office = await startBackOffice();
  cookie = await office.signedIn("editor", "mona@example.test");
  await mkdir(join(workspace(), "content/offices"), { recursive: true });
  for (const slug of offices) {
    await cp(
      join(repository, `content/offices/${slug}.yaml`),
      join(workspace(), `content/offices/${slug}.yaml`),
    );
  }
});
afterAll(() => office.close());

const workspace = () => office.config.ADMIN_WORKSPACE;
const names = (list: string, headers: Record<string, string> = { cookie }) =>
  office.inject({ method: "GET", url: `/api/entry-names/${list}`, headers });

async function nameInRepository(slug: string): Promise<string> {
  const text = await readFile(join(repository, `content/offices/${slug}.yaml`), "utf8");
  return (parse(text) as { name: string }).name;
}

describe("GET /api/entry-names/<list>", { timeout: 30_000 }, () => {
  it("answers every entry of the list with its name, never stored by the browser", async () => {
    const response = await names("offices");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual(
      await Promise.all(
        offices.map(async (slug) => ({ slug, name: await nameInRepository(slug) })),
      ),
    );
  });

  it("answers a name changed on disk at once", async () => {
    const file = join(workspace(), "content/offices/amman.yaml");
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace(/^name: .*$/m, "name: Amman (Levant)"));
    try {
      expect((await names("offices")).json()).toContainEqual({
        slug: "amman",
        name: "Amman (Levant)",
      });
    } finally {
      await writeFile(file, text);
    }
  });

  it("gives an entry the reader refuses its file name, so it can still be chosen", async () => {
    // The workspace's banner slide has a position and nothing else.
    const response = await names("bannerSlides");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ slug: "first", name: "first" }]);
  });

  it("answers 404 for a list the content model does not have", async () => {
    for (const list of ["nothing", "__proto__", "constructor", "toString"]) {
      const response = await names(list);
      expect(response.statusCode, list).toBe(404);
      expect(response.json(), list).toEqual({ message: "No such list." });
    }
  });

  it("answers 401 without a session, and nothing of the list", async () => {
    const forged = "better-auth.session_token=forged";
    for (const headers of [{}, { cookie: forged }] as Record<string, string>[]) {
      const response = await names("offices", headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Sign in first." });
    }
  });
});
