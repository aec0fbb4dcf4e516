import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "../config.ts";
import { runCommand } from "./cli.ts";
import { loadAdminConfig } from "./config.ts";
import { editorPageFile } from "./routes/editor.ts";
import { serve } from "./server.ts";

function buildEditorIfMissing() {
  let editorDir: string;
  try {
    editorDir = loadAdminConfig().ADMIN_EDITOR_DIR;
  } catch {
    return; // serve() reports the configuration's problems.
  }
  if (existsSync(join(editorDir, editorPageFile))) return;
  console.log(`No editor page in ${editorDir}: building it (npm run build:admin)…`);
  // A production bundle whatever NODE_ENV this process has (a test runner sets "test", and Vite
  // would then build React's development runtime, which the page cannot run).
  spawnSync("npm", ["run", "build:admin"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

const args = process.argv.slice(2);
if (args.length === 0) {
  buildEditorIfMissing();
  await serve();
} else {
  try {
    process.exitCode = await runCommand(args, loadAdminConfig());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
