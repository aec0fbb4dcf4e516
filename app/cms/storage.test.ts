import { afterEach, describe, expect, it, vi } from "vitest";
import { editorStorage } from "./storage.ts";

afterEach(() => vi.unstubAllEnvs());

describe("where the editor saves", () => {
  it("saves to the working tree when no GitHub repository is configured", () => {
    vi.stubEnv("KEYSTATIC_GITHUB_REPO", undefined);
    expect(editorStorage()).toEqual({ kind: "local" });
    vi.stubEnv("KEYSTATIC_GITHUB_REPO", "  ");
    expect(editorStorage()).toEqual({ kind: "local" });
  });

  it("saves to GitHub when KEYSTATIC_GITHUB_REPO names a repository", () => {
    vi.stubEnv("KEYSTATIC_GITHUB_REPO", "acme-consulting/website.content");
    expect(editorStorage()).toEqual({
      kind: "github",
      repo: { owner: "acme-consulting", name: "website.content" },
    });
  });

  it("refuses a value that is not owner/name, naming the setting", () => {
    for (const value of ["website", "https://github.com/acme/website", "acme/web/site"]) {
      expect(() => editorStorage(value)).toThrow(
        /KEYSTATIC_GITHUB_REPO must look like "owner\/name"/,
      );
    }
  });
});
