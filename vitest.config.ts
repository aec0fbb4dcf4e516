import { defineConfig } from "vitest/config";
import { chunkUrl } from "./scripts/vite-chunk-url.ts";

// Unit and component tests sit beside their code. Browser code runs in jsdom, server code in Node.
// Timeouts are for a loaded 2-core machine, not an idle one: many server tests start processes
// (servers, git, the editor's Vite server), which take seconds each when other builds run beside
// them. A timeout only decides how long a broken test takes to say so; speed is measured by the
// bench commands.
export default defineConfig({
  plugins: [chunkUrl()],
  test: {
    // Vitest's default leaves one core free: on two cores, one worker. The tests wait on processes
    // they start as much as they compute, so one per core: 184 s against 280 s here.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
