// Two people on one entry: each save says which version of each file its form was loaded from
// (the blob the editor read), and the back office refuses a save whose files another save has
// changed since, saying who and what (server/admin/routes/editor.ts). Without it the later save
// silently put back the words the earlier one had changed.

/** The header a save carries: URI-encoded JSON, content path → git blob id. */
export const saveBaseHeader = "x-save-base";

const blobPath = /^\/api\/keystatic\/blob\/([0-9a-f]{40})\/(.+)$/;

function urlOf(input: RequestInfo | URL): string {
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
}

export function trackSaveBase(): void {
  /** Each file's version as this page last read or saved it. */
  const loaded = new Map<string, string>();
  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const path = new URL(urlOf(input), location.href).pathname;
    const blob = blobPath.exec(path);
    if (blob?.[1] && blob[2]) {
      const response = await pageFetch(input, init);
      if (response.ok) {
        loaded.set(blob[2].split("/").map(decodeURIComponent).join("/"), blob[1]);
      }
      return response;
    }
    if (path !== "/api/keystatic/update" || typeof init?.body !== "string") {
      return pageFetch(input, init);
    }
    let saved: string[] = [];
    try {
      const save = JSON.parse(init.body) as {
        additions?: { path: string }[];
        deletions?: { path: string }[];
      };
      saved = [...(save.additions ?? []), ...(save.deletions ?? [])].map((item) => item.path);
    } catch {
      return pageFetch(input, init);
    }
    const base = Object.fromEntries(
      saved.flatMap((file) => {
        const sha = loaded.get(file);
        return sha === undefined ? [] : [[file, sha]];
      }),
    );
    const headers = new Headers(init.headers);
    headers.set(saveBaseHeader, encodeURIComponent(JSON.stringify(base)));
    const response = await pageFetch(input, { ...init, headers });
    if (response.ok) {
      // The answer is the new tree: the saved files' new versions are what the form now shows.
      const tree = (await response
        .clone()
        .json()
        .catch(() => undefined)) as { path?: unknown; sha?: unknown }[] | undefined;
      for (const file of saved) loaded.delete(file);
      for (const entry of Array.isArray(tree) ? tree : []) {
        if (typeof entry.path === "string" && typeof entry.sha === "string") {
          if (saved.includes(entry.path)) loaded.set(entry.path, entry.sha);
        }
      }
    }
    return response;
  };
}
