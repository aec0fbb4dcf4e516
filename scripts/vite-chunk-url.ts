import type { Plugin } from "vite";

const suffix = "?chunk-url";
const prefix = "\0chunk-url:";

/**
 * `?chunk-url` gives the URL of a module's client chunk (null outside a client build), so a failed
 * `import()` can be retried at a new URL: some browsers cache the failure in their module map.
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
