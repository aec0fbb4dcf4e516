// Identical files become hard links to the previous release's: twenty releases hold the pictures
// once. Safe because release files are never changed once written.
import { link, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, relative } from "node:path";

export interface Shared {
  files: number;
  bytes: number;
}

async function sameBytes(a: string, b: string) {
  const [left, right] = await Promise.all([readFile(a), readFile(b)]);
  return left.equals(right);
}

export async function shareUnchangedFiles(previousDir: string, dir: string): Promise<Shared> {
  const shared: Shared = { files: 0, bytes: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

  async function share(path: string) {
    const ours = join(dir, path);
    const theirs = join(previousDir, path);
    const [mine, previous] = await Promise.all([stat(ours), stat(theirs).catch(() => undefined)]);
    if (!previous?.isFile() || previous.size !== mine.size || previous.ino === mine.ino) return;
    if (!(await sameBytes(ours, theirs))) return;
    // Linked under a temporary name and renamed over the copy: the path always holds the file.
    const temporary = `${ours}.link`;
    try {
      await link(theirs, temporary);
      await rename(temporary, ours);
      shared.files++;
      shared.bytes += mine.size;
    } catch {
      await rm(temporary, { force: true });
    }
  }

  // A few at a time: enough to keep the disk busy without holding every file in memory.
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await share(path);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return shared;
}
