// Where the editor saves: the working tree (local mode) unless a GitHub repository is configured.
// PLACEHOLDER: the editor work sets up GitHub mode here.
import type { LocalConfig } from "@keystatic/core";

export function editorStorage(): LocalConfig["storage"] {
  return { kind: "local" };
}
