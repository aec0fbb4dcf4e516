// Renditions encoded on first request, so a picture uploaded in the editor shows without a build.
import { join } from "node:path";
import type { Plugin } from "vite";
import { renderRendition, renditionFor } from "../app/cms/picture-renditions.ts";
import { imageMimeTypes } from "../common/images.ts";

export function contentImages(options: { root?: string } = {}): Plugin {
  return {
    name: "content-images",
    apply: "serve",
    configureServer(server) {
      const root = options.root ?? server.config.root;
      const imagesDir = join(root, "content", "images");
      const cacheDir = join(root, "node_modules", ".cache", "content-images");
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? "").split("?")[0] ?? "";
        if (
          !url.startsWith("/images/") ||
          (request.method !== "GET" && request.method !== "HEAD")
        ) {
          next();
          return;
        }
        renditionFor(decodeURI(url), imagesDir)
          .then(async (rendition) => {
            if (rendition === undefined) {
              next();
              return;
            }
            const bytes = await renderRendition(rendition, cacheDir);
            response.statusCode = 200;
            response.setHeader("Content-Type", imageMimeTypes[rendition.format]);
            response.setHeader("Content-Length", bytes.length);
            response.setHeader("Cache-Control", "no-cache");
            response.end(request.method === "HEAD" ? undefined : bytes);
          })
          .catch(next);
      });
    },
  };
}
