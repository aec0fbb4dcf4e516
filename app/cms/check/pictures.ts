// The file's own check defaults to the rules a save applies to an upload, so Save and build agree.
import { existsSync } from "node:fs";
import path from "node:path";
import { type ImageGroup, imageGroupOf, originalFile } from "../../../common/images.ts";
import type { EntryProblem } from "./problem.ts";

export type OriginalProblems = (file: string) => Promise<string[]> | string[];

export function pictureProblems(
  value: Record<string, unknown>,
  at: string,
  group: ImageGroup,
  root: string,
  originalProblems: OriginalProblems,
): EntryProblem[] {
  const found: EntryProblem[] = [];
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

export function articlePictureProblem(src: string, root: string): string | undefined {
  if (!src.startsWith("/") || existsSync(path.join(root, originalFile(src)))) return undefined;
  return `picture "${src}" does not exist (no file ${originalFile(src)})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
