// React Router's development server computes the pre-render list once and refuses other paths, so
// without this a post added in the editor could not be opened until a restart.
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";

export const serverBuildId = "\0virtual:react-router/server-build";

export function contentPages(): Plugin {
  return {
    name: "content-pages",
    apply: "serve",
    configureServer(server) {
      const content = path.join(server.config.root, "content") + path.sep;
      const follow = (file: string) => {
        if (file.startsWith(content)) forgetPageList(server);
      };
      // Any content file may add or remove a page, and the list is quick to compute again.
      server.watcher.on("add", follow);
      server.watcher.on("unlink", follow);
      server.watcher.on("change", follow);
    },
  };
}

export function forgetPageList(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    const entry = environment.moduleGraph.getModuleById(serverBuildId);
    if (entry) environment.moduleGraph.invalidateModule(entry);
  }
}
