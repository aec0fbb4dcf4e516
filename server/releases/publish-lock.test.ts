import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LockHolder, lockFile, PublishLockedError, takePublishLock } from "./publish-lock.ts";

const options = { staleAfterMs: 60 * 60_000 };
let dir: string;
let child: ChildProcess | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "publish-lock-"));
});
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill("SIGKILL");
    await once(child, "exit");
  }
  await rm(dir, { recursive: true, force: true });
});

async function otherProcess(by: string) {
  const script = `
    import { takePublishLock } from ${JSON.stringify(join(import.meta.dirname, "publish-lock.ts"))};
    const giveBack = await takePublishLock(${JSON.stringify(dir)}, ${JSON.stringify(by)}, { staleAfterMs: 3600000 });
    console.log("locked");
    process.stdin.once("data", async () => { await giveBack(); console.log("given back"); process.exit(0); });
  `;
  child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  expect(line.toString().trim()).toBe("locked");
  return child;
}

const holder = async () => JSON.parse(await readFile(join(dir, lockFile), "utf8")) as LockHolder;

describe("the publish lock", () => {
  it("tells a second publisher who holds it, and is taken once given back", async () => {
    const other = await otherProcess("scheduler@example.test");
    const refused = await takePublishLock(dir, "noor@example.test", options).catch((e) => e);
    expect(refused).toBeInstanceOf(PublishLockedError);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^Another publish is running, started by scheduler@example\\.test at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC \\(process ${other.pid} on ${hostname()}\\)`,
      ),
    );

    other.stdin!.write("go\n");
    await once(other, "exit");
    const giveBack = await takePublishLock(dir, "noor@example.test", options);
    expect(await holder()).toMatchObject({ by: "noor@example.test", pid: process.pid });
    await giveBack();
    await expect(readFile(join(dir, lockFile))).rejects.toThrow(/ENOENT/);
  });

  it("takes over a lock whose process died on this host", async () => {
    const other = await otherProcess("crashed@example.test");
    other.kill("SIGKILL");
    await once(other, "exit");
    expect((await holder()).by).toBe("crashed@example.test");
    const giveBack = await takePublishLock(dir, "noor@example.test", options);
    expect(await holder()).toMatchObject({ by: "noor@example.test", pid: process.pid });
    await giveBack();
  });

  it("takes over another host's lock only once it is older than any publish runs", async () => {
    const write = (minutesAgo: number) =>
      writeFile(
        join(dir, lockFile),
        JSON.stringify({
          by: "elsewhere@example.test",
          pid: 1,
          host: "another-host",
          startedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          token: "theirs",
        }),
      );
    await write(5);
    await expect(takePublishLock(dir, "noor@example.test", options)).rejects.toThrow(
      /started by elsewhere@example\.test .* on another-host/,
    );
    await write(61);
    const giveBack = await takePublishLock(dir, "noor@example.test", options);
    expect((await holder()).by).toBe("noor@example.test");
    await giveBack();
  });

  it("gives back only its own lock", async () => {
    const giveBack = await takePublishLock(dir, "noor@example.test", options);
    // Taken over meanwhile (this publish outlived staleAfterMs).
    await writeFile(join(dir, lockFile), JSON.stringify({ ...(await holder()), token: "other" }));
    await giveBack();
    expect((await holder()).token).toBe("other");
  });
});
