// The development server's list of pages follows content/. The site is pre-rendered (`ssr: false`),
// so React Router's development server answers only the paths of the pre-render list
// (react-router.config.ts) and refuses the rest ("Refusing to SSR the path …"). It computes that
// list once, when it first builds its server entry: without this plugin, a post added, renamed or
// taken out of draft in the editor could not be opened until the server was restarted.
// Development only (`apply: "serve"`).
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";

/** React Router's server entry, which holds the pre-render list (@react-router/dev's plugin). */
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
      // Any content file may add or remove a page (a post's file, its draft box, its "Publish
      // at"), and the list is quick to compute again, so every change counts.
      server.watcher.on("add", follow);
      server.watcher.on("unlink", follow);
      server.watcher.on("change", follow);
    },
  };
}

/** The next request builds React Router's server entry again, with a fresh pre-render list. */
export function forgetPageList(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    const entry = environment.moduleGraph.getModuleById(serverBuildId);
    if (entry) environment.moduleGraph.invalidateModule(entry);
  }
}
