// Releases are renamed into place only when whole, and `current` is switched by renaming a new
// symlink over it (atomic), so a reader never sees neither release.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import { join, resolve } from "node:path";

export const releasesFolder = "releases";
export const currentLink = "current";
export const partialSuffix = ".partial";

const releaseId = /^[\w.-]+$/;

export function isReleaseId(id: string): boolean {
  return releaseId.test(id) && !id.endsWith(partialSuffix) && id !== "." && id !== "..";
}

export const releaseDir = (dir: string, id: string) => join(dir, releasesFolder, id);
export const releaseClientDir = (dir: string, id: string) => join(releaseDir(dir, id), "client");

export async function currentRelease(dir: string): Promise<string | undefined> {
  try {
    const target = await readlink(join(dir, currentLink));
    const id = target.split("/").at(-1) ?? "";
    return isReleaseId(id) ? id : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export async function switchTo(dir: string, id: string) {
  if (!isReleaseId(id)) throw new Error(`Not a release: ${id}`);
  const temporary = join(dir, `${currentLink}.${randomBytes(6).toString("hex")}`);
  await symlink(join(releasesFolder, id), temporary);
  try {
    await rename(temporary, join(dir, currentLink));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function releaseIds(dir: string): Promise<string[]> {
  const entries = await readdir(join(dir, releasesFolder), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isDirectory() && isReleaseId(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export async function startRelease(dir: string, id: string) {
  if (!isReleaseId(id)) throw new Error(`Not a release id: ${id}`);
  const building = resolve(dir, releasesFolder, `${id}${partialSuffix}`);
  await mkdir(join(dir, releasesFolder), { recursive: true });
  await rm(building, { recursive: true, force: true });
  await mkdir(building);
  return {
    buildDir: building,
    async complete() {
      await rename(building, releaseDir(dir, id));
    },
    async abandon() {
      await rm(building, { recursive: true, force: true });
    },
  };
}

export async function removePartialReleases(dir: string) {
  const entries = await readdir(join(dir, releasesFolder)).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((name) => name.endsWith(partialSuffix))
      .map((name) => rm(join(dir, releasesFolder, name), { recursive: true, force: true })),
  );
}
