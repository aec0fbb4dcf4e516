// `npm test` stage by stage, each timed: wall time and the CPU time of its processes (which load
// distorts least). Runs exactly what `npm test` runs, in its order, and stops at the first stage
// that fails, as it does. `--label text` names the run in the table (e.g. "idle", "loaded").
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";

const label = process.argv.includes("--label")
  ? process.argv[process.argv.indexOf("--label") + 1]
  : "";
const stages: [string, string[]][] = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["build", ["node", "scripts/build-for-tests.ts"]],
  ["build:admin", ["npm", "run", "build:admin"]],
  ["Vitest", ["npm", "run", "test:unit"]],
  ["Playwright site", ["npx", "playwright", "test", "--project=site"]],
  ["Playwright editor", ["npx", "playwright", "test", "--project=editor"]],
  ["Playwright back-office", ["npx", "playwright", "test", "--project=back-office"]],
];

/** CPU seconds of this process's waited-for children so far (cutime + cstime, /proc/self/stat). */
function childCpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const rows: string[] = [];
let total = 0;
let failed = false;
for (const [name, [command, ...args]] of stages) {
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const { status } = spawnSync(command!, args, { stdio: "inherit" });
  const wall = (performance.now() - started) / 1000;
  const cpu = childCpuSeconds() - cpuBefore;
  total += wall;
  rows.push(
    `| ${name} | ${wall.toFixed(0)} s | ${cpu.toFixed(0)} s | ${loadavg()[0]!.toFixed(1)} | ${status === 0 ? "passed" : "FAILED"} |`,
  );
  if (status !== 0) {
    failed = true;
    break;
  }
}
console.log(`\nnpm test by stage${label ? ` (${label})` : ""}, ${new Date().toISOString()}:\n`);
console.log("| stage | wall | CPU | load (1 min) at its end | result |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
console.log(`| total | ${(total / 60).toFixed(1)} min | | | ${failed ? "FAILED" : "passed"} |`);
process.exit(failed ? 1 : 0);
