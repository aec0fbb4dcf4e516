// Entry point: read the configuration, build the app, listen, and close cleanly on SIGTERM/SIGINT.
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  // A start-up failure (no build, store unreachable...) is reported in one line, not a stack.
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // Stop accepting, finish in-flight requests, then let plugins close what they opened.
  const forced = setTimeout(() => {
    app.log.error("shutdown timed out after 10 s; exiting");
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    await app.close();
    app.log.info("closed cleanly");
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "error while closing");
    process.exit(1);
  }
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.fatal({ err: error }, "could not start the server");
  process.exit(1);
}
