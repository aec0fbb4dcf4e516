// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentEditor } from "./vite-plugin.ts";

const repository = path.resolve(import.meta.dirname, "../../..");
const storageModule = path.join(repository, "app/cms/storage.ts");

function configSource(collections: string[]) {
  const entries = collections
    .map(
      (name) => `${name}: collection({
        label: "${name}",
        path: "content/${name}/*",
        slugField: "title",
        format: { data: "yaml" },
        schema: { title: fields.slug({ name: { label: "Title" } }) },
      })`,
    )
    .join(",\n");
  return `import { collection, config, fields } from "@keystatic/core";
import { editorStorage } from ${JSON.stringify(storageModule)};
export const contentConfig = config({ storage: editorStorage(), collections: { ${entries} } });
`;
}

async function project() {
  const dir = await mkdtemp(path.join(tmpdir(), "editor-plugin-"));
  await symlink(path.join(repository, "node_modules"), path.join(dir, "node_modules"), "dir");
  await mkdir(path.join(dir, "app/cms"), { recursive: true });
  await writeFile(path.join(dir, "app/cms/keystatic.config.ts"), configSource(["notes"]));
  return dir;
}

async function start(dir: string): Promise<{ server: ViteDevServer; origin: string }> {
  const server = await createServer({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [contentEditor()],
    server: { port: 0, host: "127.0.0.1", strictPort: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

const editorHeaders = { "no-cors": "1", "content-type": "application/json" };
const update = (origin: string, file: string, text: string) =>
  fetch(`${origin}/api/keystatic/update`, {
    method: "POST",
    headers: editorHeaders,
    body: JSON.stringify({
      additions: [{ path: file, contents: Buffer.from(text).toString("base64url") }],
      deletions: [],
    }),
  });

describe("the editor on the development server (local mode)", () => {
  let dir: string;
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    vi.stubEnv("KEYSTATIC_GITHUB_REPO", "");
    dir = await project();
    ({ server, origin } = await start(dir));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the editor's page under /keystatic, through Vite, loading the editor module", async () => {
    for (const url of ["/keystatic", "/keystatic/collection/notes/item/hello"]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/@vite/client"></script>');
      expect(html).toContain('src="/app/cms/editor/editor.client.tsx"');
    }
  });

  it("leaves every other path to the site", async () => {
    const response = await fetch(`${origin}/keystatic-news`);
    expect(await response.text()).not.toContain("editor.client.tsx");
  });

  it("saves what the editor sends into the working tree and answers with the new tree", async () => {
    const response = await update(origin, "content/notes/hello.yaml", "title: Hello\n");
    expect(response.status).toBe(200);
    expect(await readFile(path.join(dir, "content/notes/hello.yaml"), "utf8")).toBe(
      "title: Hello\n",
    );
    const tree = (await response.json()) as { path: string }[];
    expect(tree.map((entry) => entry.path)).toContain("content/notes/hello.yaml");
  });

  it("answers the entry pickers' names, read from the working tree as last saved", async () => {
    expect((await update(origin, "content/notes/hello.yaml", "title: Hello there\n")).status).toBe(
      200,
    );
    const response = await fetch(`${origin}/api/entry-names/notes`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual([{ slug: "hello", name: "Hello there" }]);
    for (const list of ["ideas", "__proto__", "%E0%A4%A"]) {
      expect((await fetch(`${origin}/api/entry-names/${list}`)).status, list).toBe(404);
    }
    expect((await fetch(`${origin}/api/entry-names/notes`, { method: "POST" })).status).toBe(405);
  });

  it("passes the request's headers on: Keystatic refuses a read without its own header", async () => {
    expect((await fetch(`${origin}/api/keystatic/tree`)).status).toBe(400);
    const tree = await fetch(`${origin}/api/keystatic/tree`, { headers: editorHeaders });
    expect(tree.status).toBe(200);
  });

  it("refuses to write outside the content model's folders", async () => {
    const response = await update(origin, "app/routes/home.tsx", "export default 1");
    expect(response.status).toBe(400);
  });

  it("applies a change to the content model without a restart", async () => {
    expect((await update(origin, "content/ideas/first.yaml", "title: First\n")).status).toBe(400);
    await writeFile(
      path.join(dir, "app/cms/keystatic.config.ts"),
      configSource(["notes", "ideas"]),
    );
    await expect
      .poll(
        async () => (await update(origin, "content/ideas/first.yaml", "title: First\n")).status,
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
  });
});

describe("the editor in GitHub mode", () => {
  let dir: string;
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    vi.stubEnv("KEYSTATIC_GITHUB_REPO", "acme/website");
    // As under `react-router dev` (Vitest sets "test"): Keystatic's GitHub set-up runs only there.
    vi.stubEnv("NODE_ENV", "development");
    dir = await project();
    ({ server, origin } = await start(dir));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it("gives the browser's editor the repository", () => {
    expect(server.config.define?.__KEYSTATIC_GITHUB_REPO__).toBe('"acme/website"');
  });

  it("switches the API to GitHub: signing in leads to the GitHub App set-up, nothing is written locally", async () => {
    const login = await fetch(`${origin}/api/keystatic/github/login`, { redirect: "manual" });
    expect(login.status).toBe(307);
    expect(login.headers.get("location")).toBe("/keystatic/setup");
    expect((await update(origin, "content/notes/hello.yaml", "title: Hello\n")).status).toBe(404);
  });

  it("leaves the pickers to Keystatic's file names: the entries are on GitHub, not here", async () => {
    expect((await fetch(`${origin}/api/entry-names/notes`)).status).toBe(404);
  });
});
