// Every save the editor makes passes through here before a file changes, in the back office
// (server/admin/routes/editor.ts) and in `npm run cms` (app/cms/editor/vite-plugin.ts) alike: the
// steps below may rewrite what is saved (a picture reduced, a file's own formatting kept) or refuse
// the save with problems named by file and field, which the editor shows beside the fields.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { checksStep } from "./checks.ts";
import { keepFormatStep } from "./keep-format.ts";
import { picturesStep } from "./pictures.ts";
import { referencesStep } from "./references.ts";
import { uploadsStep } from "./uploads.ts";

/** One save as the editor sends it: files to write and files to delete, from the working copy's root. */
export interface Save {
  additions: { path: string; contents: Buffer }[];
  deletions: { path: string }[];
}

/** Why a save is refused, in the words the editor shows beside the field. */
export interface SaveProblem {
  /** The file the editor was saving, from the working copy's root. */
  file: string;
  /** The field's label as the editor shows it, or "" when the problem is the whole entry's. */
  field: string;
  message: string;
}

export interface SaveContext {
  /** The working copy the save writes into. */
  root: string;
  /** Largest file the editor may upload, in bytes. */
  maxUploadBytes: number;
  /** What is in the working copy now under a path, or undefined when nothing is. */
  current(path: string): Promise<Buffer | undefined>;
}

export interface SaveStepResult {
  save: Save;
  problems: SaveProblem[];
}

/** One check or rewrite every save passes through. */
export type SaveStep = (save: Save, context: SaveContext) => Promise<SaveStepResult>;

/** In order: a step sees the save as the steps before it left it. */
export const saveSteps: SaveStep[] = [
  uploadsStep,
  picturesStep,
  referencesStep,
  keepFormatStep,
  checksStep,
];

/** Runs every step; the first that finds problems ends the run, and nothing may be written. */
export async function prepareSave(
  save: Save,
  options: { root: string; maxUploadBytes: number },
  steps: SaveStep[] = saveSteps,
): Promise<SaveStepResult> {
  const context: SaveContext = {
    ...options,
    current: (path) => readFile(join(options.root, path)).catch(() => undefined),
  };
  let current = save;
  for (const step of steps) {
    const result = await step(current, context);
    if (result.problems.length > 0) return result;
    current = result.save;
  }
  return { save: current, problems: [] };
}

/** The body of Keystatic's save request (`POST /api/keystatic/update`), or undefined when it is not one. */
export function parseSave(body: unknown): Save | undefined {
  const value = body as { additions?: unknown; deletions?: unknown };
  if (typeof value !== "object" || value === null) return undefined;
  if (!Array.isArray(value.additions) || !Array.isArray(value.deletions)) return undefined;
  const additions: Save["additions"] = [];
  for (const item of value.additions as { path?: unknown; contents?: unknown }[]) {
    if (typeof item?.path !== "string" || typeof item.contents !== "string") return undefined;
    additions.push({ path: item.path, contents: Buffer.from(item.contents, "base64url") });
  }
  const deletions: Save["deletions"] = [];
  for (const item of value.deletions as { path?: unknown }[]) {
    if (typeof item?.path !== "string") return undefined;
    deletions.push({ path: item.path });
  }
  return { additions, deletions };
}

/** A save back in the form Keystatic's handler takes. */
export function serializeSave(save: Save): string {
  return JSON.stringify({
    additions: save.additions.map((item) => ({
      path: item.path,
      contents: item.contents.toString("base64"),
    })),
    deletions: save.deletions,
  });
}

/** The answer to a refused save: the editor shows `message`; `problems` places each beside its field. */
export function refusal(problems: SaveProblem[]) {
  const lines = problems.map((problem) =>
    [problem.file, problem.field, problem.message].filter(Boolean).join(": "),
  );
  return { message: lines.join("\n"), problems };
}
