import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { startRelease, switchTo } from "../../server/releases/releases-dir.ts";

export async function addRelease(
  releasesDir: string,
  id: string,
  files: Record<string, string | Uint8Array>,
) {
  const building = await startRelease(releasesDir, id);
  for (const [path, contents] of Object.entries(files)) {
    const file = join(building.buildDir, "client", path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
  }
  await building.complete();
}

/** The public server in memory, serving whichever release of `releasesDir` is live. */
export function publicServerOn(releasesDir: string, dataDir: string) {
  return buildApp(
    loadConfig({ RELEASES_DIR: releasesDir, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    {
      logger: false,
    },
  );
}

export function withReleasesServer(setUp: (releasesDir: string) => Promise<void>) {
  let dir: string | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "releases-"));
    await setUp(dir);
    app = await buildApp(
      loadConfig({ RELEASES_DIR: dir, DATA_DIR: join(dir, "data"), LOG_LEVEL: "silent" }),
    );
  });
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const ready = () => {
    if (!dir || !app) throw new Error("the releases and their server are made in beforeAll");
    return { dir, app };
  };
  return {
    addRelease: (id: string, files: Record<string, string | Uint8Array>) =>
      addRelease(ready().dir, id, files),
    switchTo: (id: string) => switchTo(ready().dir, id),
    inject: (options: InjectOptions) => ready().app.inject(options),
  };
}
