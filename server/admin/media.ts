// The Media page's list (permissions.ts save): every picture under content/images/ and every
// document (in the folder common/documents.ts names) in the workspace, each with the entries whose
// files name it, read from the workspace's latest saves as Changes reads them. And the one way the
// back office shows a picture's file: only a picture under content/images/, never through a
// symbolic link.
import { constants } from "node:fs";
import { lstat, open, readdir, readFile, realpath } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import sharp from "sharp";
import { documentsFolder } from "../../common/documents.ts";
import {
  type ContentModel,
  contentModel,
  editorPathOfFile,
  entryLabelOfFile,
  entryNameOfFile,
} from "./changes.ts";
import { contentDir, type Workspace } from "./workspace.ts";

/** Where the picture fields keep their uploads under content/, and the site's address for them. */
export const picturesFolder = "images";

/** What a picture's file may be called, and the type it is sent as. */
export const pictureTypes: Record<string, string> = {
  svg: "image/svg+xml",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

export const isPictureName = (name: string) => Object.hasOwn(pictureTypes, extensionOf(name));

/** Pictures whose size is read from their header: all but SVG. */
const isRaster = (name: string) => isPictureName(name) && extensionOf(name) !== "svg";

/** The files whose text names pictures and documents: the entries' data and articles. */
const isTextFile = (name: string) => /\.(ya?ml|mdoc|md|json)$/i.test(name);

/** Larger than any upload the back office takes: refused rather than read whole. */
const largestPicture = 64 * 1024 * 1024;

export interface MediaUse {
  /** The entry as Changes names it: "Blog posts 'A title'", "Site details, header and footer". */
  entry: string;
  /** Its page in the editor; none for a file outside the content model. */
  editorPath?: string;
}

export interface MediaFile {
  /** Its path under its folder: "blog/a-post/cover/src.svg" for content/images/blog/…. */
  name: string;
  /** As the entries' files store it: "/images/blog/a-post/cover/src.svg". */
  address: string;
  bytes: number;
  /** A raster picture's size in pixels, when its header could be read. */
  width?: number;
  height?: number;
  /** The entries whose files name its address, by name; none when nothing uses it. */
  usedIn: MediaUse[];
}

export interface Media {
  pictures: MediaFile[];
  documents: MediaFile[];
}

/** Regular files under content/<folder>/ (no link, nor anything under one), by path, sorted. */
async function filesUnder(root: string, folder: string): Promise<string[]> {
  const top = join(root, contentDir, folder);
  const info = await lstat(top).catch(() => undefined);
  if (!info?.isDirectory()) return [];
  const entries = await readdir(top, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(top, join(entry.parentPath, entry.name)))
    .sort((a, b) => a.localeCompare(b));
}

/** A character that may continue an address: what follows a whole address is none of these. */
const addressCharacter = /[\w.~%/-]/;

/** Whether `text` names `address` itself, not a longer one that starts with it. */
export function names(text: string, address: string): boolean {
  for (let at = text.indexOf(address); at !== -1; at = text.indexOf(address, at + 1)) {
    const next = text[at + address.length];
    if (next === undefined || !addressCharacter.test(next)) return true;
  }
  return false;
}

async function dimensions(file: string): Promise<{ width?: number; height?: number }> {
  try {
    const { width, height } = await sharp(file).metadata();
    return width && height ? { width, height } : {};
  } catch {
    return {};
  }
}

/** Every picture and document under `root` (a workspace), with the entries that name it. */
export async function mediaOf(root: string, config: ContentModel = contentModel): Promise<Media> {
  const content = join(root, contentDir);
  const texts = await Promise.all(
    (await filesUnder(root, ""))
      .filter(
        (path) =>
          isTextFile(path) &&
          !path.startsWith(`${picturesFolder}/`) &&
          !path.startsWith(`${documentsFolder}/`),
      )
      .map(async (path) => {
        const file = `${contentDir}/${path}`;
        const text = await readFile(join(content, path), "utf8").catch(() => "");
        return { file, text, editorPath: editorPathOfFile(config, file) };
      }),
  );
  // One name per entry, from its own file where it has one (an article's file names it by slug).
  const entryNames = new Map<string, string>();
  for (const { file, text, editorPath } of texts) {
    const key = editorPath ?? file;
    const name = entryNameOfFile(config, file, text);
    // A name other than the slug comes from the entry's own file: it wins.
    if (!entryNames.has(key) || name !== entryLabelOfFile(config, file)) entryNames.set(key, name);
  }
  const usesOf = (address: string): MediaUse[] => {
    const uses = new Map<string, MediaUse>();
    for (const { file, text, editorPath } of texts) {
      if (!names(text, address)) continue;
      const key = editorPath ?? file;
      const entry = entryNames.get(key) ?? entryNameOfFile(config, file, text);
      uses.set(key, editorPath ? { entry, editorPath } : { entry });
    }
    return [...uses.values()].sort((a, b) => a.entry.localeCompare(b.entry));
  };
  const listed = async (folder: string, keep: (name: string) => boolean) =>
    Promise.all(
      (await filesUnder(root, folder)).filter(keep).map(async (name): Promise<MediaFile> => {
        const file = join(content, folder, name);
        const address = `/${folder}/${name}`;
        const { size } = await lstat(file);
        return {
          name,
          address,
          bytes: size,
          ...(folder === picturesFolder && isRaster(name) ? await dimensions(file) : {}),
          usedIn: usesOf(address),
        };
      }),
    );
  return {
    pictures: await listed(picturesFolder, isPictureName),
    documents: await listed(documentsFolder, () => true),
  };
}

/**
 * The list for the workspace's latest save, read once per save (the files change only by saves):
 * sizes and the entries' texts are not read again on every visit.
 */
export function mediaCache(read: (root: string) => Promise<Media> = (root) => mediaOf(root)) {
  let last: { key: string; media: Promise<Media> } | undefined;
  return (workspace: Pick<Workspace, "dir" | "head">) =>
    (async () => {
      const key = `${workspace.dir}\0${await workspace.head()}`;
      if (last?.key !== key) {
        const media = read(workspace.dir);
        last = { key, media };
        media.catch(() => {
          if (last?.media === media) last = undefined;
        });
      }
      return last.media;
    })();
}

export const workspaceMedia = mediaCache();

const inside = (folder: string, path: string) => {
  const within = relative(folder, path);
  return within !== "" && !within.startsWith("..") && !isAbsolute(within);
};

/**
 * A picture's file, given its path under content/images/ as the URL names it (decoded once):
 * only a regular file with a picture's extension, every segment a plain name, no symbolic link on
 * the way or at the end, resolving inside content/images/. Anything else is undefined.
 */
export async function pictureFile(
  workspace: Pick<Workspace, "dir" | "staysInContent">,
  name: string,
): Promise<{ body: Buffer; type: string } | undefined> {
  if (name.length === 0 || name.length > 1000 || /[\\\0]/.test(name)) return undefined;
  const segments = name.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    return undefined;
  }
  const type = pictureTypes[extensionOf(name)];
  if (type === undefined) return undefined;
  const path = `${contentDir}/${picturesFolder}/${name}`;
  if (!(await workspace.staysInContent(path))) return undefined;
  const file = join(workspace.dir, path);
  try {
    const folder = await realpath(join(workspace.dir, contentDir, picturesFolder));
    if (!inside(folder, await realpath(file))) return undefined;
    // O_NOFOLLOW: a link put in its place since is not followed.
    const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const info = await handle.stat();
      if (!info.isFile() || info.size > largestPicture) return undefined;
      return { body: await handle.readFile(), type };
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}
