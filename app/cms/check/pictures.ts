// Pictures: the file exists under its group's folder, can be read as a picture and is large enough
// to look sharp; its English description (alt text) is there. The file's own check is a hook
// (`OriginalProblems`): by default the rules a save applies to an upload (app/cms/save/pictures.ts:
// type, size, and whether the build can bring its copies under budget), so Save and build agree.
import { existsSync } from "node:fs";
import path from "node:path";
import { type ImageGroup, imageGroupOf, originalFile } from "../../../common/images.ts";
import type { Problem } from "./problem.ts";

/** Problems found in one picture original (an absolute file path): too small, unreadable. */
export type OriginalProblems = (file: string) => Promise<string[]> | string[];

/** A picture field's value ({ src, alt }) at `at`. */
export function pictureProblems(
  value: Record<string, unknown>,
  at: string,
  group: ImageGroup,
  root: string,
  originalProblems: OriginalProblems,
): Problem[] {
  const found: Problem[] = [];
  const alt = isRecord(value.alt) ? value.alt.en : undefined;
  if (typeof alt !== "string" || alt.trim() === "") {
    found.push({
      field: `${at}alt.en`,
      reason: "a picture needs a description (alt text)",
      replaces: true,
    });
  }
  const src = value.src;
  if (typeof src !== "string" || src === "") return found;
  const field = `${at}src`;
  if (imageGroupOf(src) !== group) {
    found.push({
      field,
      reason: `"${src}" is not a picture under /images/${group}/ (upload it again in the editor)`,
    });
    return found;
  }
  const file = originalFile(src);
  const absolute = path.join(root, file);
  if (!existsSync(absolute)) {
    found.push({ field, reason: `"${src}" does not exist (no file ${file})` });
    return found;
  }
  found.push({
    field,
    reason: "",
    check: async () => (await originalProblems(absolute)).map((reason) => `"${src}": ${reason}`),
  });
  return found;
}

/** A picture in an article's text ("![…](/images/…)"): its file must exist. */
export function articlePictureProblem(src: string, root: string): string | undefined {
  if (!src.startsWith("/") || existsSync(path.join(root, originalFile(src)))) return undefined;
  return `picture "${src}" does not exist (no file ${originalFile(src)})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
