// Far above any real text (the longest article is some tens of KB) and far below what stalls the
// editor and the build: a 20 MB article held the back office for 23 s, then broke every build.
import type { Shape } from "../save/entries.ts";

export const maxTextFileBytes = 1024 * 1024;
/** An article's texts together: the entry's file and those in its folder (the Arabic body). */
export const maxArticleBytes = 1024 * 1024;

const textFile = /\.(ya?ml|mdoc|md|json)$/i;

export function isTextFile(path: string): boolean {
  return textFile.test(path);
}

/** The entry file a text file belongs to, or undefined for a file of no entry. */
export function articleOf(path: string, shapes: Shape[]): string | undefined {
  for (const shape of shapes) {
    if (shape.kind === "singleton") {
      const main = `${shape.base}${shape.extension}`;
      if (path === main || path.startsWith(`${shape.base}/`)) return main;
      continue;
    }
    if (!path.startsWith(shape.base)) continue;
    const rest = path.slice(shape.base.length);
    const slash = rest.indexOf("/");
    if (slash > 0) return `${shape.base}${rest.slice(0, slash)}${shape.extension}`;
    if (rest.endsWith(shape.extension)) return path;
  }
  return undefined;
}

/** The article's main file and the folder its other texts are kept in. */
export function articleFolder(main: string): string {
  return main.replace(/\.[^./]+$/, "");
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const limit = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export interface SizeProblem {
  file: string;
  reason: string;
}

/** Sizes of text files by path; only the files and articles `touched` says are judged. */
export function sizeProblems(
  sizes: Map<string, number>,
  shapes: Shape[],
  touched: (file: string) => boolean = () => true,
): SizeProblem[] {
  const problems: SizeProblem[] = [];
  const articles = new Map<string, { bytes: number; touched: boolean }>();
  for (const [file, bytes] of sizes) {
    if (!isTextFile(file)) continue;
    if (bytes > maxTextFileBytes && touched(file)) {
      problems.push({
        file,
        reason: `the file is ${megabytes(bytes)}, more than the ${limit(maxTextFileBytes)} a text may be: split it, or move long tables and lists out of it`,
      });
    }
    const main = articleOf(file, shapes);
    if (main === undefined) continue;
    const article = articles.get(main) ?? { bytes: 0, touched: false };
    article.bytes += bytes;
    article.touched ||= touched(file);
    articles.set(main, article);
  }
  for (const [file, { bytes, touched: judged }] of articles) {
    if (!judged || bytes <= maxArticleBytes) continue;
    if (problems.some((problem) => problem.file === file)) continue;
    problems.push({
      file,
      reason: `the entry's texts are ${megabytes(bytes)} together (every language), more than the ${limit(maxArticleBytes)} an article may be: split it into several`,
    });
  }
  return problems;
}
