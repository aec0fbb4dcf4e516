import { runServer } from "../lifecycle.ts";
import { buildAdminApp } from "./app.ts";
import { loadAdminConfig } from "./config.ts";

export function serve() {
  return runServer({
    loadConfig: () => loadAdminConfig(),
    buildApp: (config) => buildAdminApp(config),
    listen: async (app, config) => {
      await app.listen({ port: config.ADMIN_PORT, host: config.ADMIN_HOST });
      app.log.info(`Back office: ${config.ADMIN_URL}/`);
    },
  });
}
