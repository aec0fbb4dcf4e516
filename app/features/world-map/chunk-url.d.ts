// Imports handled by scripts/vite-chunk-url.ts: the built URL of a module's own chunk, or null.
declare module "*?chunk-url" {
  const url: string | null;
  export default url;
}
