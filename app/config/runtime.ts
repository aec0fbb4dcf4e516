declare global {
  interface ImportMetaEnv {
    readonly VITE_BACKEND_URL?: string;
  }
}

export const backendUrl: string = (import.meta.env.VITE_BACKEND_URL ?? "")
  .trim()
  .replace(/\/+$/, "");
