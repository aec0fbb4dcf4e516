// `npm test` builds the site, unless told that the build on disk was just made from this same tree:
// `.ci/run`'s smoke test runs `npm start`, which builds, and sets REUSE_BUILD=1 for the `npm test`
// that follows, so a clean clone is built once, not twice.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const buildDir = process.env.BUILD_DIR ?? "build";
if (process.env.REUSE_BUILD === "1" && existsSync(`${buildDir}/client/index.html`)) {
  console.log(`REUSE_BUILD=1: using the site already built in ${buildDir}/`);
} else {
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
