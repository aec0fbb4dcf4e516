// The back office's server: read the configuration, build the app, listen, and close cleanly on
// SIGTERM/SIGINT (as the public server.ts).
import { ConfigError } from "../config.ts";
import { buildAdminApp } from "./app.ts";
import { type AdminConfig, loadAdminConfig } from "./config.ts";

export async function serve() {
  let config: AdminConfig;
  try {
    config = loadAdminConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let app: Awaited<ReturnType<typeof buildAdminApp>>;
  try {
    app = await buildAdminApp(config);
  } catch (error) {
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  let closing = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forced = setTimeout(() => {
      app.log.error("shutdown timed out after 10 s; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while closing");
      process.exit(1);
    }
  }
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);

  try {
    await app.listen({ port: config.ADMIN_PORT, host: config.ADMIN_HOST });
    app.log.info(`Back office: ${config.ADMIN_URL}/`);
  } catch (error) {
    app.log.fatal({ err: error }, "could not start the back office");
    process.exit(1);
  }
}
