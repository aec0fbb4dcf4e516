import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRelease } from "../tests/support/fake-releases.ts";
import { type ServerProcess, spawnServer } from "../tests/support/server-process.ts";
import { switchTo } from "./releases/releases-dir.ts";

let dir: string;
const servers: ServerProcess[] = [];

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
const release = (id: string, heading: string) =>
  addRelease(dir, id, {
    "index.html": page(heading),
    "about/index.html": page(`About ${heading}`),
  });

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "two-servers-"));
  await release("20260101-000000-first", "First");
  await switchTo(dir, "20260101-000000-first");
  for (const name of ["one", "two"]) {
    servers.push(await spawnServer({ RELEASES_DIR: dir, DATA_DIR: join(dir, `data-${name}`) }));
  }
}, 30_000);

afterAll(async () => {
  for (const server of servers) await server.kill("SIGTERM");
  await rm(dir, { recursive: true, force: true });
});

describe("two public servers on one releases directory", { timeout: 15_000 }, () => {
  it("both serve a newly switched release within 5 s, and no request fails", async () => {
    for (const server of servers) {
      expect(heading(await (await fetch(server.url)).text())).toBe("First");
    }
    await release("20260102-000000-second", "Second");

    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const load = servers.flatMap((server) =>
      ["/", "/about"].map(async (path) => {
        while (loading) {
          try {
            const response = await fetch(`${server.url}${path}`);
            const text = await response.text();
            if (response.status !== 200 || !/^(About )?(First|Second)$/.test(heading(text) ?? "")) {
              failures.push(`${server.url}${path}: ${response.status} ${heading(text)}`);
            }
            answered++;
          } catch (error) {
            failures.push(`${server.url}${path}: ${(error as Error).message}`);
          }
        }
      }),
    );

    const switched = performance.now();
    await switchTo(dir, "20260102-000000-second");
    const delays = await Promise.all(
      servers.map(async (server) => {
        for (;;) {
          const home = heading(await (await fetch(server.url)).text());
          if (home === "Second") return performance.now() - switched;
          expect(performance.now() - switched).toBeLessThan(5_000);
        }
      }),
    );
    loading = false;
    await Promise.all(load);

    for (const delay of delays) expect(delay).toBeLessThan(5_000);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    for (const server of servers) {
      expect(heading(await (await fetch(`${server.url}/about`)).text())).toBe("About Second");
      expect(server.child.exitCode).toBeNull();
    }
  });
});
