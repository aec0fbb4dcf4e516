// Internal details of a 5xx stay in the log; the client gets a plain message.
import type { FastifyError, FastifyInstance } from "fastify";
import { ConfigError } from "./config.ts";

export function hideInternalErrors(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ message: "Internal server error" });
    }
    return reply.code(status).send({ message: error.message });
  });
}

export async function runServer<Config, App extends FastifyInstance>(steps: {
  loadConfig: () => Config;
  buildApp: (config: Config) => Promise<App>;
  listen: (app: App, config: Config) => Promise<unknown>;
}): Promise<void> {
  let config: Config;
  try {
    config = steps.loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  let app: App;
  try {
    app = await steps.buildApp(config);
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
    await steps.listen(app, config);
  } catch (error) {
    app.log.fatal({ err: error }, "could not start the server");
    process.exit(1);
  }
}
