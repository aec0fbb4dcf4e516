// docs/benchmarks.md holds one section per bench script; each run replaces only its own.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { repoRoot } from "./harness.ts";

export const benchmarksFile = join(repoRoot, "docs", "benchmarks.md");

const sectionOrder = [
  "intro",
  "web",
  "budgets",
  "headers",
  "api",
  "api-audience",
  "publish",
] as const;
export type Section = (typeof sectionOrder)[number];

const start = (name: Section) => `<!-- bench:${name}:start -->`;
const end = (name: Section) => `<!-- bench:${name}:end -->`;

export async function writeSection(name: Section, markdown: string): Promise<void> {
  let text = "";
  try {
    text = await readFile(benchmarksFile, "utf8");
  } catch {
    // first run
  }
  const block = `${start(name)}\n${markdown.trim()}\n${end(name)}`;
  const from = text.indexOf(start(name));
  const to = text.indexOf(end(name));
  if (from !== -1 && to > from) {
    text = text.slice(0, from) + block + text.slice(to + end(name).length);
  } else {
    const later = sectionOrder.slice(sectionOrder.indexOf(name) + 1);
    const next = later.map((s) => text.indexOf(start(s))).find((i) => i !== -1);
    text =
      next === undefined
        ? `${text.trimEnd()}${text ? "\n\n" : ""}${block}\n`
        : `${text.slice(0, next)}${block}\n\n${text.slice(next)}`;
  }
  await mkdir(dirname(benchmarksFile), { recursive: true });
  await writeFile(benchmarksFile, text.endsWith("\n") ? text : `${text}\n`);
}

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export const stamp = (date = new Date()) =>
  `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
