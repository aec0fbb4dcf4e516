// Where the editor saves: the working tree (local mode) unless KEYSTATIC_GITHUB_REPO names a GitHub
// repository ("owner/name"), in which case every save becomes a commit on that repository
// (docs/editing.md, "One-time GitHub set-up").
//
// The same config runs in three places: plain Node (the build's content check), the development
// server's API handler and the editor in the browser. Node reads its environment; on the
// development server the editor plugin (editor/vite-plugin.ts) defines __KEYSTATIC_GITHUB_REPO__
// with the value it read from the environment or .env, so the browser and the API handler agree.
import type { GitHubConfig, LocalConfig } from "@keystatic/core";

declare const __KEYSTATIC_GITHUB_REPO__: string | undefined;

export type EditorStorage = LocalConfig["storage"] | GitHubConfig["storage"];

/** The repository the editor saves to, if one is configured ("" counts as none). */
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
