// `npm run admin`: with no arguments, serve the back office; with a command, run it (cli.ts).
import { ConfigError } from "../config.ts";
import { runCommand } from "./cli.ts";
import { loadAdminConfig } from "./config.ts";
import { serve } from "./server.ts";

const args = process.argv.slice(2);
if (args.length === 0) {
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
