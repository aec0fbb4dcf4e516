import { defineConfig } from "vitest/config";
import { chunkUrl } from "./scripts/vite-chunk-url.ts";

// Unit and component tests sit beside their code. Browser code runs in jsdom, server code in Node.
export default defineConfig({
  plugins: [chunkUrl()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: [
            "server/**/*.test.ts",
            "common/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
          ],
        },
      },
    ],
  },
});
