// A hard link makes the lock atomic on a local disk and on NFS. A lock left by a crash is taken
// over: its process is gone (same host), or it is older than any publish can run.
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { processIsRunning } from "../process-running.ts";

export const lockFile = "publish.lock";

export interface LockHolder {
  by: string;
  pid: number;
  host: string;
  startedAt: string;
  token: string;
}

export class PublishLockedError extends Error {
  override name = "PublishLockedError";
  readonly holder: LockHolder;
  constructor(holder: LockHolder) {
    const at = holder.startedAt.replace("T", " ").slice(0, 19);
    super(
      `Another publish is running, started by ${holder.by} at ${at} UTC (process ${holder.pid} on ${holder.host}): try again when it has finished.`,
    );
    this.holder = holder;
  }
}

async function readHolder(file: string): Promise<LockHolder | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    // Unreadable (damaged): treated as stale.
    return { by: "unknown", pid: 0, host: "", startedAt: new Date(0).toISOString(), token: "" };
  }
}

function isStale(holder: LockHolder, staleAfterMs: number, now: number) {
  if (holder.host === hostname() && !processIsRunning(holder.pid)) return true;
  return now - Date.parse(holder.startedAt) > staleAfterMs;
}

export async function takePublishLock(
  dir: string,
  by: string,
  { staleAfterMs }: { staleAfterMs: number },
): Promise<() => Promise<void>> {
  const file = join(dir, lockFile);
  await mkdir(dir, { recursive: true });
  const holder: LockHolder = {
    by,
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString("hex"),
  };
  // Written whole under a name of its own, then linked as the lock: a link fails when the lock
  // exists, and no one ever reads a half-written lock.
  const mine = `${file}.${holder.token}`;
  await writeFile(mine, JSON.stringify(holder));
  try {
    return await take();
  } finally {
    await rm(mine, { force: true });
  }

  async function take() {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(mine, file).catch(async (error: NodeJS.ErrnoException) => {
          // A file system without hard links: an exclusive create, nearly as good.
          if (!["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"].includes(error.code ?? "")) throw error;
          await writeFile(file, JSON.stringify(holder), { flag: "wx" });
        });
        return async () => {
          // Only our own lock: a publish that outlived staleAfterMs may have lost it to another.
          if ((await readHolder(file))?.token === holder.token) await rm(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const current = await readHolder(file);
      if (!current) continue;
      if (!isStale(current, staleAfterMs, Date.now())) throw new PublishLockedError(current);
      // Moved aside under a name of its own, so two processes taking over the same stale lock
      // cannot both succeed; a fresh lock moved by mistake goes back.
      const aside = `${file}.stale-${holder.token}`;
      const moved = await rename(file, aside).then(
        () => true,
        () => false,
      );
      if (!moved) continue;
      if ((await readHolder(aside))?.token !== current.token) {
        await link(aside, file).catch(() => {});
      }
      await rm(aside, { force: true });
    }
    const current = await readHolder(file);
    throw new PublishLockedError(
      current ?? { ...holder, by: "another process", startedAt: new Date().toISOString() },
    );
  }
}
