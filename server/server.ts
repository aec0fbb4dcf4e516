import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { runServer } from "./lifecycle.ts";

await runServer({
  loadConfig: () => loadConfig(),
  buildApp: (config) => buildApp(config),
  listen: (app, config) => app.listen({ port: config.PORT, host: config.HOST }),
});
