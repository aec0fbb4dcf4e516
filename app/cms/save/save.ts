import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { defaultDocumentMaxBytes } from "../document-rules.ts";
import { checksStep } from "./checks.ts";
import { documentsStep } from "./documents.ts";
import { keepFormatStep } from "./keep-format.ts";
import { pathsStep, sizesStep } from "./paths.ts";
import { picturesStep } from "./pictures.ts";
import { referencesStep } from "./references.ts";
import type { Save, SaveContext, SaveProblem, SaveStep, SaveStepResult } from "./step.ts";
import { uploadsStep } from "./uploads.ts";

export const saveSteps: SaveStep[] = [
  pathsStep,
  sizesStep,
  uploadsStep,
  documentsStep,
  picturesStep,
  referencesStep,
  keepFormatStep,
  checksStep,
];

/** Runs every step; the first that finds problems ends the run, and nothing may be written. */
export async function prepareSave(
  save: Save,
  options: { root: string; maxUploadBytes: number; maxDocumentBytes?: number },
  steps: SaveStep[] = saveSteps,
): Promise<SaveStepResult> {
  const context: SaveContext = {
    ...options,
    maxDocumentBytes: options.maxDocumentBytes ?? defaultDocumentMaxBytes,
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

export function serializeSave(save: Save): string {
  return JSON.stringify({
    additions: save.additions.map((item) => ({
      path: item.path,
      contents: item.contents.toString("base64"),
    })),
    deletions: save.deletions,
  });
}

export function refusal(problems: SaveProblem[]) {
  const lines = problems.map((problem) =>
    [problem.file, problem.field, problem.message].filter(Boolean).join(": "),
  );
  return { message: lines.join("\n"), problems };
}
