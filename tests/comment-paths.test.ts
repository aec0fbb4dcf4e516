// A comment that names a file or folder of the repository must name one that exists: a stale path
// sends the reader looking for something that is gone.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const scannedTrees = ["app", "server", "common", "scripts", "tests"];
const pathRoots = [...scannedTrees, "content", "docs", "public", ".ci"];

/** Named paths that are not meant to exist, each with the reason. */
const skipped: Record<string, string> = {};

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const trackedDirs = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);

function commentsOf(file: string, text: string): string[] {
  if (file.endsWith(".css")) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const { comments, errors } = parseSync(file, text, { lang: file.endsWith("x") ? "tsx" : "ts" });
  if (errors.length > 0) throw new Error(`${file}: cannot be parsed for its comments`);
  return comments.map((comment) => comment.value);
}

const rootedPath = new RegExp(
  `(?<![\\w./@$-])(?:${pathRoots.map((name) => name.replace(".", "\\.")).join("|")})/[\\w./*<>…-]*`,
  "g",
);
const relativePath = /(?<![\w./@$-])\.\.?\/[\w./*<>…-]*[\w/]/g;

/** A named path in the form the file system has: no trailing punctuation, placeholders as `*`. */
function normalise(path: string): string {
  return path
    .replace(/[.,:;…]+$/, "")
    .replace(/<[^>/]*>/g, "*")
    .replace(/…|\.\.\.$/g, "*");
}

function exists(path: string): boolean {
  const trimmed = path.replace(/\/$/, "");
  if (!trimmed.includes("*")) {
    return tracked.includes(trimmed) || trackedDirs.has(trimmed) || existsSync(join(root, trimmed));
  }
  const pattern = new RegExp(
    `^${trimmed
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]*")}(?:/.*)?$`,
  );
  return tracked.some((file) => pattern.test(file));
}

/** Every path the comments of `file` name, repository-relative, with where it was named. */
function namedPaths(file: string): { named: string; path: string }[] {
  const found: { named: string; path: string }[] = [];
  for (const comment of commentsOf(file, readFileSync(join(root, file), "utf8"))) {
    for (const [match] of comment.matchAll(rootedPath)) {
      const path = normalise(match);
      if (path.includes("/")) found.push({ named: match, path });
    }
    for (const [match] of comment.matchAll(relativePath)) {
      const path = normalise(posix.join(dirname(file), match));
      if (!path.startsWith("..")) found.push({ named: match, path });
    }
  }
  return found;
}

describe("paths named in comments", () => {
  const files = tracked.filter(
    (file) => scannedTrees.includes(file.split("/")[0] ?? "") && /\.(ts|tsx|css)$/.test(file),
  );
  const named = files.flatMap((file) => namedPaths(file).map((entry) => ({ file, ...entry })));

  it("finds the comments' paths", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(new Set(named.map(({ path }) => path)).size).toBeGreaterThan(20);
  });

  it("names only paths that exist", () => {
    const missing = named
      .filter(({ path }) => !(path in skipped) && !exists(path))
      .map(({ file, named, path }) => `${file}: "${named}" (${path})`);
    expect(missing).toEqual([]);
  });

  it("skips only paths that are still named", () => {
    const stillNamed = new Set(named.map(({ path }) => path));
    expect(Object.keys(skipped).filter((path) => !stillNamed.has(path))).toEqual([]);
  });
});
