// Import boundaries: code flows one way, common → hooks → components → features → sections →
// routes → root; the server never imports the browser app, and content/ holds no code. The content
// model (app/cms/model/) is types only, so the browser app may import it with `import type`.
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

const resolvedFrom = (file: string, specifier: string) =>
  relative(root, resolve(root, dirname(file), specifier));

function importStatementsOf(file: string): { target: string; typeOnly: boolean }[] {
  const text = readFileSync(join(root, file), "utf8");
  return [
    ...text.matchAll(
      /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g,
    ),
  ]
    .map((match) => ({
      specifier: match[1] ?? match[2] ?? match[3] ?? "",
      typeOnly: /^(?:import|export)\s+type\s/.test(match[0]),
    }))
    .filter(({ specifier }) => specifier.startsWith("."))
    .map(({ specifier, typeOnly }) => ({ target: resolvedFrom(file, specifier), typeOnly }));
}

const importsOf = (file: string): string[] => importStatementsOf(file).map(({ target }) => target);

const layer = (path: string) => {
  const [top, second, third] = path.split("/");
  if (top === "server" && second === "admin") return { name: "admin", feature: undefined };
  if (top !== "app") return { name: top ?? "", feature: undefined };
  if (second === "cms" && third === "model") return { name: "model", feature: undefined };
  if (second === "features") return { name: "features", feature: third };
  return { name: second?.includes(".") ? "app-root" : (second ?? ""), feature: undefined };
};

// What each layer may import (besides itself). No code imports content/: it holds no code.
const shared = ["common", "config", "model"];
const allowed: Record<string, string[]> = {
  common: [],
  content: [],
  config: ["common"],
  // Its types are inferred from the content schema and the reader.
  model: ["common", "cms"],
  // Head tags, structured data and the SEO files are built from what loaders and the content layer
  // hand over: app/seo never reads content itself.
  seo: ["common", "model"],
  // The content layer reads content/ and hands it on; nothing in the browser app is its to use.
  cms: ["common", "model"],
  hooks: shared,
  components: [...shared, "hooks"],
  features: [...shared, "hooks", "components"],
  islands: [...shared, "hooks", "components", "features", "sections"],
  sections: [...shared, "hooks", "components", "features"],
  routes: [...shared, "cms", "seo", "hooks", "components", "features", "sections", "islands"],
  "app-root": [
    ...shared,
    "cms",
    "hooks",
    "components",
    "features",
    "sections",
    "routes",
    "islands",
  ],
  server: ["common"],
  // The back office may use the content model for its editor; nothing imports it.
  admin: ["common", "server", "cms"],
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

  it("imports the content model with `import type` only", () => {
    const valueImports = files.flatMap((file) =>
      importStatementsOf(file)
        .filter(({ target, typeOnly }) => layer(target).name === "model" && !typeOnly)
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(valueImports).toEqual([]);
  });

  it("fills no type in common/ from app/: no `declare module` there targets common/", () => {
    const augmentations = files
      .filter((file) => file.startsWith("app/"))
      .flatMap((file) =>
        [...readFileSync(join(root, file), "utf8").matchAll(/declare\s+module\s+["']([^"']+)["']/g)]
          .map((match) => match[1] ?? "")
          .filter((specifier) => specifier.startsWith("."))
          .filter((specifier) => layer(resolvedFrom(file, specifier)).name === "common")
          .map((specifier) => `${file}: declare module "${specifier}"`),
      );
    expect(augmentations).toEqual([]);
  });
});

describe("the back office", () => {
  function closure(start: string): Set<string> {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
      seen.add(file);
      queue.push(...importsOf(file));
    }
    return seen;
  }

  it("is no part of the public server: server.ts loads nothing under server/admin/", () => {
    const loaded = [...closure("server/server.ts")];
    expect(loaded).toContain("server/app.ts");
    expect(loaded.filter((file) => file.startsWith("server/admin/"))).toEqual([]);
  });

  it("has its own app and server", () => {
    const loaded = [...closure("server/admin/main.ts")];
    expect(loaded).toContain("server/admin/app.ts");
    expect(loaded).toContain("server/admin/server.ts");
  });
});

describe("content/", () => {
  it("holds data only: no TypeScript module is left in it", () => {
    const modules = readdirSync(join(root, "content"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    expect(modules).toEqual([]);
  });
});
