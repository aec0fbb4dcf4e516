import { resolve } from "node:path";
import { defineConfig } from "vite";

const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  root: import.meta.dirname,
  base: "/keystatic/",
  logLevel: "warn",
  define: {
    __KEYSTATIC_GITHUB_REPO__: JSON.stringify(""),
    __KEYSTATIC_GITHUB_APP_SLUG__: JSON.stringify(""),
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
  build: {
    outDir: resolve(buildDir, "admin-editor"),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, "back-office.html") },
      // Keystatic's packages mark modules "use client" for React Server Components: moot here.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
