// The releases directory (RELEASES_DIR), shared by the back office, which publishes into it, and
// every public server, which serves from it:
//
//   RELEASES_DIR/releases/<id>/client/…   one complete build per release, never changed once there
//   RELEASES_DIR/current -> releases/<id>  the live one
//
// A release is built under a temporary name and renamed into place only when whole; `current` is
// switched by renaming a new symbolic link over it, which is atomic: a reader sees the old release
// or the new one, never neither. A crash at any step leaves the previous release live.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import { join, resolve } from "node:path";

export const releasesFolder = "releases";
export const currentLink = "current";
/** A build still being made (or left by a crash): never served, removed by the next publish. */
export const partialSuffix = ".partial";

const releaseId = /^[\w.-]+$/;

export function isReleaseId(id: string): boolean {
  return releaseId.test(id) && !id.endsWith(partialSuffix) && id !== "." && id !== "..";
}

export const releaseDir = (dir: string, id: string) => join(dir, releasesFolder, id);
/** What a public server serves of a release. */
export const releaseClientDir = (dir: string, id: string) => join(releaseDir(dir, id), "client");

/** The live release's id, or undefined when none has been published. */
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

/** Makes `id` the live release, atomically. */
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

/** The ids of the complete releases on disk, oldest first (ids sort by time). */
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

/** Where a new release is built before it is complete, and how it is then put in place. */
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

/** Removes what crashed publishes left behind. */
export async function removePartialReleases(dir: string) {
  const entries = await readdir(join(dir, releasesFolder)).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((name) => name.endsWith(partialSuffix))
      .map((name) => rm(join(dir, releasesFolder, name), { recursive: true, force: true })),
  );
}
