// Import boundaries: code flows one way, content/common → components → features →
// sections → routes, and the server never imports the browser app.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const sourceDirs = ["app", "content", "common", "server"];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Repository-relative targets of a file's relative imports. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const specifiers = [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g,
    ),
  ]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    .filter((specifier) => specifier.startsWith("."));
  return specifiers.map((specifier) => relative(root, resolve(root, dirname(file), specifier)));
}

const layer = (path: string) => {
  const [top, second, third] = path.split("/");
  if (top !== "app") return { name: top ?? "", feature: undefined };
  if (second === "features") return { name: "features", feature: third };
  return { name: second?.includes(".") ? "app-root" : (second ?? ""), feature: undefined };
};

// What each layer may import (besides itself).
// Validation messages are visitor-facing text, so the shared schema in common/ may read content/.
const shared = ["common", "content", "config"];
const allowed: Record<string, string[]> = {
  common: ["content", "config"],
  content: ["common", "config"],
  config: ["common", "content"],
  hooks: shared,
  components: [...shared, "hooks"],
  features: [...shared, "hooks", "components"],
  sections: [...shared, "hooks", "components", "features"],
  routes: [...shared, "hooks", "components", "features", "sections"],
  "app-root": [...shared, "hooks", "components", "features", "sections", "routes"],
  server: ["common"],
  "+types": [],
};

describe("import boundaries", () => {
  const files = sourceDirs.flatMap(sourceFiles).filter((file) => !/\.test\.tsx?$/.test(file));

  it("finds the source tree", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it("keeps every import inside what its layer may use", () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = layer(file);
      for (const target of importsOf(file)) {
        const to = layer(target);
        if (to.name === from.name) {
          // Features are self-contained: no feature imports another.
          if (from.name === "features" && to.feature !== from.feature)
            violations.push(`${file} → ${target}`);
          continue;
        }
        if (to.name === "+types" || target.startsWith("node_modules")) continue;
        if (!allowed[from.name]?.includes(to.name)) violations.push(`${file} → ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
