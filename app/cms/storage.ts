// The same config runs in Node, the development API handler and the browser: the editor plugin
// defines __KEYSTATIC_GITHUB_REPO__ so the browser and the handler agree.
import type { GitHubConfig, LocalConfig } from "@keystatic/core";

declare const __KEYSTATIC_GITHUB_REPO__: string | undefined;

export type EditorStorage = LocalConfig["storage"] | GitHubConfig["storage"];

export function configuredRepository(): string | undefined {
  if (typeof __KEYSTATIC_GITHUB_REPO__ === "string") return __KEYSTATIC_GITHUB_REPO__;
  return globalThis.process?.env?.KEYSTATIC_GITHUB_REPO;
}

export function editorStorage(repository = configuredRepository()): EditorStorage {
  const value = repository?.trim();
  if (!value) return { kind: "local" };
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(value);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `KEYSTATIC_GITHUB_REPO must look like "owner/name" (the repository on GitHub), not "${value}"`,
    );
  }
  return { kind: "github", repo: { owner: match[1], name: match[2] } };
}
