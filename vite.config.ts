import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Inline nothing: every asset is a hashed file the CSP allows as 'self'.
    assetsInlineLimit: 0,
  },
});
