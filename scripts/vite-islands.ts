import type { Plugin } from "vite";

const virtualId = "virtual:islands-loader";
const resolvedId = `\0${virtualId}`;

/** The islands' loader is an entry of the client build so that it shares React's chunk. */
export function islandsLoader(entry: string): Plugin {
  let fileName: string | undefined;
  let base = "/";
  let reference: string | undefined;
  return {
    name: "islands-loader",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.environment.config.consumer !== "client" || this.environment.mode !== "build")
        return;
      reference = this.emitFile({ type: "chunk", id: entry, name: "islands" });
    },
    generateBundle() {
      if (reference && this.environment.config.consumer === "client") {
        fileName = this.getFileName(reference);
      }
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      if (this.environment.mode === "build" && this.environment.config.consumer === "server") {
        if (!fileName) throw new Error("islands-loader: the client build has not run");
        return `export default ${JSON.stringify(base + fileName)};`;
      }
      return "export default null;";
    },
  };
}
