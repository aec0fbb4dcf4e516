// Public runtime configuration, fixed at build time from VITE_* variables (never secrets).

declare global {
  interface ImportMetaEnv {
    /** Base address of the API, e.g. https://api.example.com; empty: this site's own server. */
    readonly VITE_BACKEND_URL?: string;
  }
}

/** The backend's base address without a trailing slash; "" (the default) means same origin. */
export const backendUrl: string = (import.meta.env.VITE_BACKEND_URL ?? "")
  .trim()
  .replace(/\/+$/, "");
