// The day-to-day loop: types, lint, the unit tests that import what changed since a base (default
// `main`, or the first argument), and the end-to-end specs that changed or import a changed file.
// It serves the build already on disk: run `npm run build` first when pages changed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

const base = process.argv[2] ?? "main";
const git = (...args: string[]) =>
  execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = new Set([
  ...git("diff", "--name-only", base),
  ...git("ls-files", "--others", "--exclude-standard"),
]);

function step(title: string, command: string, args: string[]) {
  console.log(`\n== ${title}`);
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

/** The repository paths a spec imports with a relative path (".ts" or ".tsx" added when absent). */
function importsOf(spec: string): string[] {
  const text = readFileSync(spec, "utf8");
  return [...text.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)].map((match) =>
    normalize(join(dirname(spec), match[1]!)),
  );
}

step("types", "npm", ["run", "typecheck"]);
step("lint", "npm", ["run", "lint"]);
step(`unit tests related to changes since ${base}`, "npx", ["vitest", "run", "--changed", base]);

const specs = readdirSync("tests/e2e")
  .filter((name) => name.endsWith(".spec.ts"))
  .map((name) => `tests/e2e/${name}`)
  .filter((spec) => changed.has(spec) || importsOf(spec).some((file) => changed.has(file)));
if (specs.length === 0) {
  console.log("\nNo end-to-end spec changed or imports a changed file.");
} else if (!existsSync("build/client/index.html")) {
  console.log(
    `\nNo build in build/: run npm run build, then npx playwright test ${specs.join(" ")}`,
  );
} else {
  step("end-to-end specs that touch the change", "npx", [
    "playwright",
    "test",
    "--project=site",
    "--project=back-office",
    ...specs,
  ]);
}
