// What publish, preview and the scheduler run to make a release: the site's own content check and
// `npm run build`. Given to them, so tests can build a tiny release in milliseconds instead
// (tests/support/fake-build.ts).
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The longest a build may take; a publish lock older than twice this is left by a crash. */
export const buildTimeoutMs = 15 * 60_000;

export interface BuildRequest {
  /** The checkout built: the workspace, or a checkout of the live commit. */
  dir: string;
  /** The folder inside `dir` the release is written to (its pages in `client/`). */
  buildDir: string;
  /** Canonical links and the sitemap name it. */
  siteUrl: string;
  /** One "now" for every step, which scheduled entries are due at (app/cms/publish-at.ts). */
  at: Date;
  /** Stops the build, and whatever it started. */
  signal?: AbortSignal;
}

export interface BuildOutcome {
  ok: boolean;
  /** The last of what it printed: the content check's lines and the error at the end. */
  output: string;
}

export interface SiteBuild {
  /** The content check of the checkout in `dir`. */
  check(dir: string): Promise<BuildOutcome>;
  build(request: BuildRequest): Promise<BuildOutcome>;
}

/** The last 64 KB are enough for the content check's lines and the error at the end. */
const keptOutput = 64 * 1024;

export const npmSiteBuild: SiteBuild = {
  async check(dir) {
    try {
      await run(process.execPath, ["scripts/check-content.ts"], {
        cwd: dir,
        maxBuffer: 16 * 1024 * 1024,
      });
      return { ok: true, output: "" };
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${stdout}\n${stderr}` };
    }
  },

  build({ dir, buildDir, siteUrl, at, signal }) {
    return new Promise((resolve) => {
      // A build that can be stopped gets its own process group, so that stopping it stops the
      // scripts npm started too. One that cannot (a publish's) stays in the back office's, so
      // whatever stops the back office stops it as well.
      const stoppable = signal !== undefined;
      const child = spawn("npm", ["run", "build"], {
        cwd: dir,
        // Inside the checkout: the pre-render loads the site's modules from its node_modules.
        env: {
          ...process.env,
          BUILD_DIR: buildDir,
          SITE_URL: siteUrl,
          BUILD_TIME: at.toISOString(),
        },
        detached: stoppable,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString("utf8")).slice(-keptOutput);
      };
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      const stop = () => {
        if (child.pid === undefined || child.exitCode !== null) return;
        try {
          if (stoppable) process.kill(-child.pid, "SIGTERM");
          else child.kill("SIGTERM");
        } catch {}
      };
      const limit = setTimeout(stop, buildTimeoutMs);
      signal?.addEventListener("abort", stop, { once: true });
      if (signal?.aborted) stop();
      child.once("error", (error) => {
        output += `\n${error.message}`;
      });
      child.once("close", (code) => {
        clearTimeout(limit);
        signal?.removeEventListener("abort", stop);
        resolve({ ok: code === 0, output });
      });
    });
  },
};
