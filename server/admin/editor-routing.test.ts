// The editor's API reached by every spelling of its paths. `app.inject` normalises `.` and `..`
// away before Fastify sees them, so these requests go to a listening server, path as written.
import { execFileSync } from "node:child_process";
import { readFile, rm, symlink } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice, testOrigin } from "../../tests/support/back-office.ts";

let office: BackOffice;
let cookie: string;
let port: number;
const editor = "dana@example.test";
beforeAll(async () => {
  office = await startBackOffice();
  cookie = await office.signedIn("editor", editor);
  await office.app.listen({ host: "127.0.0.1", port: 0 });
  port = (office.app.server.address() as AddressInfo).port;
});
afterAll(() => office.close());

const workspace = () => office.config.ADMIN_WORKSPACE;
const git = (...args: string[]) =>
  execFileSync("git", ["-C", workspace(), ...args], { encoding: "utf8" }).trim();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with its path sent exactly as written, as `curl --path-as-is` does. */
function send(method: "GET" | "POST", path: string, payload?: unknown): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          cookie,
          origin: testOrigin,
          "no-cors": "1",
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const saveBody = (additions: { path: string; contents: string }[]) => ({
  additions: additions.map(({ path, contents }) => ({
    path,
    contents: Buffer.from(contents).toString("base64url"),
  })),
  deletions: [],
});

const scriptedSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const updateSpellings = [
  "/api/keystatic/update",
  "/api/keystatic//update",
  "/api/keystatic/%75pdate",
  "/api/keystatic/./update",
  "/api/keystatic/x/../update",
  "/api/keystatic/%2e/update",
  "/api/keystatic/%2E/update",
  "/api/keystatic/../keystatic/update",
  "/api/keystatic/update/",
  "/api/keystatic/update?x=1",
];

describe("every spelling of the editor's save", { timeout: 30_000 }, () => {
  // A spelling that slips past the checks leaves files behind; the next starts clean regardless.
  beforeEach(() => {
    git("checkout", "--", "content");
    git("clean", "-fdq", "--", "content");
  });

  it.each(updateSpellings)("%s refuses an SVG with a script and writes nothing", async (url) => {
    const path = `content/images/banner/first/logo-${updateSpellings.indexOf(url)}.svg`;
    const head = git("rev-parse", "HEAD");
    const answer = await send("POST", url, saveBody([{ path, contents: scriptedSvg }]));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/SVG/);
    await expect(readFile(join(workspace(), path))).rejects.toThrow();
    expect(git("rev-parse", "HEAD")).toBe(head);
    expect(git("status", "--porcelain")).toBe("");
  });

  it.each(updateSpellings)("%s commits a good save and records it", async (url) => {
    const path = "content/banner-slides/first.yaml";
    const contents = `order: ${updateSpellings.indexOf(url) + 100}\n`;
    const answer = await send("POST", url, saveBody([{ path, contents }]));
    expect(answer.status).toBe(200);
    expect(await readFile(join(workspace(), path), "utf8")).toBe(contents);
    expect(git("log", "-1", "--format=%ae")).toBe(editor);
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe(path);
    expect(git("status", "--porcelain")).toBe("");
    const commit = git("rev-parse", "--short=10", "HEAD");
    const audit = await office.app.backOffice.store.audit.list();
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: editor,
        action: "save",
        detail: `${path} (commit ${commit})`,
      }),
    );
  });
});

describe("the editor's file list and files by any spelling", { timeout: 30_000 }, () => {
  it.each([
    "/api/keystatic/tree",
    "/api/keystatic//tree",
    "/api/keystatic/%74ree",
    "/api/keystatic/./tree",
    "/api/keystatic/x/../tree",
    "/api/keystatic/tree/",
  ])("%s lists content/ only", async (url) => {
    const answer = await send("GET", url);
    expect(answer.status).toBe(200);
    const paths = (JSON.parse(answer.body) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain("content/banner-slides/first.yaml");
    expect(paths.filter((path) => !path.startsWith("content/") && path !== "content")).toEqual([]);
  });

  it.each([
    "/api/keystatic/blob/SHA/content/banner-slides/first.yaml",
    "/api/keystatic//blob/SHA/content/banner-slides/first.yaml",
    "/api/keystatic/%62lob/SHA/content/banner-slides/%66irst.yaml",
    "/api/keystatic/blob/SHA/content//banner-slides/./first.yaml",
  ])("%s sends a content file", async (url) => {
    const sha = git("hash-object", "content/banner-slides/first.yaml");
    const answer = await send("GET", url.replace("SHA", sha));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(
      await readFile(join(workspace(), "content/banner-slides/first.yaml"), "utf8"),
    );
  });

  it.each([
    "/api/keystatic/blob/SHA/README.md",
    "/api/keystatic//blob/SHA/README.md",
    "/api/keystatic/%62lob/SHA/README.md",
    "/api/keystatic/blob/SHA/content/../README.md",
    "/api/keystatic/blob/SHA/content/%2e%2e/README.md",
    "/api/keystatic/blob/SHA/content/..%2fREADME.md",
    "/api/keystatic/blob/SHA/content%2f..%2fREADME.md",
  ])("%s does not send a file outside content/", async (url) => {
    const sha = git("hash-object", "README.md");
    const answer = await send("GET", url.replace("SHA", sha));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).not.toContain("The site");
  });

  it("does not send a file outside content/ through a symbolic link in it", async () => {
    const link = join(workspace(), "content/banner-slides/readme.yaml");
    await symlink("../../README.md", link);
    try {
      const sha = git("hash-object", "README.md");
      const answer = await send(
        "GET",
        `/api/keystatic/blob/${sha}/content/banner-slides/readme.yaml`,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).not.toContain("The site");
    } finally {
      await rm(link);
    }
  });
});

describe("anything else under the editor's API", { timeout: 30_000 }, () => {
  it.each([
    ["POST", "/api/keystatic/updates"],
    ["POST", "/api/keystatic/update/x"],
    ["POST", "/api/keystatic/tree"],
    ["POST", "/api/keystatic/github/login"],
    ["POST", "/api/keystatic/x/..%2fupdate"],
    ["GET", "/api/keystatic/update"],
    ["GET", "/api/keystatic/github/login"],
    ["GET", "/api/keystatic/blob/not-a-sha/content/banner-slides/first.yaml"],
  ] as const)("%s %s is refused with 404 and writes nothing", async (method, url) => {
    const path = "content/banner-slides/first.yaml";
    const before = await readFile(join(workspace(), path), "utf8");
    const head = git("rev-parse", "HEAD");
    const answer = await send(
      method,
      url,
      method === "POST" ? saveBody([{ path, contents: "order: 999\n" }]) : undefined,
    );
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(answer.body)).toEqual({ message: "The editor has no such action." });
    expect(await readFile(join(workspace(), path), "utf8")).toBe(before);
    expect(git("rev-parse", "HEAD")).toBe(head);
  });
});

describe("requests Fastify refuses before the editor's API", { timeout: 30_000 }, () => {
  it.each([
    ["POST", "/api/keystatic/%E0%A4%A/update", 400],
    ["GET", "/api/keystatic/%zz", 400],
    ["POST", "/api/keystatic/", 404],
  ] as const)("%s %s answers %i and writes nothing", async (method, url, status) => {
    const path = "content/banner-slides/first.yaml";
    const head = git("rev-parse", "HEAD");
    const answer = await send(
      method,
      url,
      method === "POST" ? saveBody([{ path, contents: "order: 999\n" }]) : undefined,
    );
    expect(answer.status).toBe(status);
    expect(await readFile(join(workspace(), path), "utf8")).not.toBe("order: 999\n");
    expect(git("rev-parse", "HEAD")).toBe(head);
  });
});

describe("the editor's page", { timeout: 30_000 }, () => {
  it.each(["/keystatic", "/keystatic/", "/keystatic/collection/posts"])(
    "%s is sent with Cache-Control: no-store",
    async (url) => {
      const answer = await send("GET", url);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("<title>Editor</title>");
      expect(answer.headers["cache-control"]).toBe("no-store");
    },
  );

  it("keeps its hashed assets cacheable for a year", async () => {
    const answer = await send("GET", "/keystatic/assets/editor-abc.js");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
