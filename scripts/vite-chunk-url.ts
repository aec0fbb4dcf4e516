import type { Plugin } from "vite";

const suffix = "?chunk-url";
const prefix = "\0chunk-url:";

/**
 * `import url from "./module.ts?chunk-url"` gives the URL of the chunk the client build makes for
 * that module: the very file a dynamic `import("./module.ts")` loads. Outside a client build
 * (dev server, pre-render, unit tests) there is no such file and the value is null.
 *
 * It lets a failed `import()` be tried again at a new URL (`${url}?retry=1`): some browsers keep
 * the failure in their module map and reject every later import of the same URL without a request.
 * The retried file imports its dependencies by their usual URLs, so it shares them with the page.
 */
export function chunkUrl(): Plugin {
  return {
    name: "chunk-url",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, {
        skipSelf: true,
      });
      return resolved ? prefix + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const { mode, config } = this.environment;
      if (mode !== "build" || config.consumer !== "client") return "export default null;";
      // An emitted chunk for a module that is also imported dynamically is that same chunk.
      const reference = this.emitFile({ type: "chunk", id: id.slice(prefix.length) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
