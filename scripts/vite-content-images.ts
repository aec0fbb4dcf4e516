// PLACEHOLDER: the development server's picture renditions (see common/images.ts).
import type { Plugin } from "vite";

export function contentImages(): Plugin {
  return { name: "content-images", apply: "serve" };
}
