// PLACEHOLDER: the development server's editor (pages under /keystatic, API under /api/keystatic).
import type { Plugin } from "vite";

export function contentEditor(): Plugin {
  return { name: "content-editor", apply: "serve" };
}
