import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { currentRelease } from "../releases/releases-dir.ts";

let office: BackOffice;
let publisher: string;
let releases: string;
beforeAll(async () => {
  releases = await mkdtemp(join(tmpdir(), "releases-"));
  // A workspace without the site's scripts: were the refusal to come after the check and the
  // build, they could not run, and the refusal would not be the one shown.
  office = await startBackOffice({
    RELEASES_DIR: releases,
    SITE_URL: "https://www.consulting.test",
  });
  publisher = await office.signedIn("publisher");
});
afterAll(async () => {
  await office.close();
  await rm(releases, { recursive: true, force: true });
});

const workspace = () => office.config.ADMIN_WORKSPACE;

describe("publishing a workspace with files no save committed", { timeout: 30_000 }, () => {
  it("is refused before the check and the build, naming each file", async () => {
    await writeFile(join(workspace(), "content/banner-slides/first.yaml"), "order: 99\n");
    await writeFile(join(workspace(), "content/banner-slides/stray.yaml"), "order: 1\n");
    const response = await office.publish(publisher);
    expect(response.body).toContain(
      "Content has changes no save committed: nothing was published.",
    );
    expect(response.body).toContain("content/banner-slides/first.yaml");
    expect(response.body).toContain("content/banner-slides/stray.yaml");
    expect(await currentRelease(releases)).toBeUndefined();
    const audit = await office.app.backOffice.store.audit.list();
    expect(audit.find((entry) => entry.action === "publish refused")?.detail).toContain(
      "content/banner-slides/stray.yaml",
    );
    expect(
      execFileSync("git", ["-C", workspace(), "status", "--porcelain"], { encoding: "utf8" }),
    ).toContain("stray.yaml");
  });
});
