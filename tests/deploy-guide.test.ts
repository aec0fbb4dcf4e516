// docs/deploy.md is followed by people with a terminal and no one to ask: its order and commands
// are checked here as they are written.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const guide = readFileSync(new URL("../docs/deploy.md", import.meta.url), "utf8");

describe("docs/deploy.md", () => {
  it("writes the settings before the first build, and the build reads them", () => {
    const settings = guide.indexOf("`/etc/website.env`");
    const build = guide.search(/npm run build/);
    expect(settings).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(settings);
    const buildLine = guide.split("\n").find((line) => line.includes("npm run build")) ?? "";
    expect(buildLine).toMatch(/\. \/etc\/website\.env/);
    expect(buildLine).toMatch(/set -a/);
  });

  it("never passes the settings as `env $(cat …)`, which splits a value with spaces", () => {
    expect(guide).not.toMatch(/env \$\(cat/);
    expect(guide).toMatch(/node --env-file=\/etc\/website\.env server\/admin\/main\.ts add-user/);
  });
});
