import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentEditor } from "./app/cms/editor/vite-plugin.ts";
import { siteUrl } from "./common/site-url.ts";
import { chunkUrl } from "./scripts/vite-chunk-url.ts";
import { contentImages } from "./scripts/vite-content-images.ts";
import { contentPages } from "./scripts/vite-content-pages.ts";
import { islandsLoader } from "./scripts/vite-islands.ts";

export default defineConfig({
  // The editor, on-demand pictures and a page list that follows content/ exist only on the
  // development server (`npm run cms`).
  plugins: [
    contentEditor(),
    contentImages(),
    contentPages(),
    reactRouter(),
    chunkUrl(),
    islandsLoader("app/islands/client.ts"),
  ],
  // Canonical and share URLs name the public address the build was made for.
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  build: {
    // Inline nothing: every asset is a hashed file the CSP allows as 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every island needs React and the small shared hooks, so each set travels as one file:
        // left to itself the bundler splits them into many files of 1-3 KB, and each response
        // costs its headers too (the first island's budget, docs/product.md).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "hooks", test: /app[\\/]hooks[\\/]/ },
          ],
        },
      },
    },
  },
});
