import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./tests/support/chromium.ts";

// E2E_PORT lets parallel runs use their own server; BUILD_DIR picks the build it serves.
const port = Number(process.env.E2E_PORT ?? 3100);
const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = `test-results/e2e-data-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries: a timing test that passes on its second try would hide a real regression.
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test slowed page loads several-fold on 2 cores: run a failing
    // test again with `--trace on` to see it step by step.
    trace: "off",
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "site", testIgnore: /(editor|back-office)\.spec\.ts$/, grepInvert: /@timing/ },
    // The content editor on the development server of a copy of the repository, then a full build
    // of that copy (tests/e2e/editor.spec.ts): minutes, not seconds. Run it alone with
    // `npx playwright test --project=editor`.
    { name: "editor", testMatch: /\/editor\.spec\.ts$/, timeout: 600_000 },
    // The back office (tests/e2e/*back-office.spec.ts), servers on ports in 3240-3259: each worker
    // starts one back office and public server, on a copy of content/ with the fake build, shared
    // by its tests (tests/support/back-office-fixture.ts); back-office.spec.ts publishes the real
    // site from a back office of its own on a clone of the repository. `--project=back-office`.
    { name: "back-office", testMatch: /back-office\.spec\.ts$/, timeout: 600_000 },
    {
      name: "timing",
      testMatch: /budgets\.spec\.ts$/,
      grep: /@timing/,
      dependencies: ["site", "editor", "back-office"],
    },
  ],
  webServer: {
    // The real server, as `npm start` runs it, on the build `npm run test:e2e` has just made.
    command: `rm -rf ${dataDir} && node server/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      STATIC_DIR: `${buildDir}/client`,
      DATA_DIR: dataDir,
      // The e2e suite sends many enquiries from one address; the limit has its own API tests.
      RATE_LIMIT_PER_MINUTE: "0",
      // Enquiries sent as soon as the form is filled are e-mailed, not held as spam: the rule
      // has its own API tests (server/routes/enquiry-spam.test.ts, enquiry.test.ts).
      ENQUIRY_MIN_FILL_MS: "0",
      // On, as in production: the real form must solve the challenge for its enquiries to be
      // e-mailed (tests/e2e/proof-of-work.spec.ts).
      SPAM_PROOF_OF_WORK: "on",
      LOG_LEVEL: "warn",
    },
  },
});
