// The live preview beside the form (above it on a phone): the page of the entry being edited,
// drawn by the back office (POST /api/live-preview) with the words as typed, not yet saved. The
// words come from the draft Keystatic itself keeps of an entry being changed (IndexedDB
// "keystatic", store "items": its files, path to bytes), read once typing has paused.

/** After the last key, how long the preview waits before it asks: under 2 s with the drawing. */
export const livePreviewPauseMs = 500;

export interface EditedEntry {
  area: string;
  /** A list's entry; none for a single page (a singleton). */
  slug?: string;
  /** Keystatic's key for the entry's draft. */
  draftKey: string[];
}

/** The entry an editor address is about; undefined for lists, new entries and other pages. */
export function editedEntry(pathname: string): EditedEntry | undefined {
  const item = /^\/keystatic\/collection\/([^/]+)\/item\/([^/]+)\/?$/.exec(pathname);
  if (item?.[1] && item[2]) {
    const area = decodeURIComponent(item[1]);
    const slug = decodeURIComponent(item[2]);
    return { area, slug, draftKey: ["collection", area, slug] };
  }
  const single = /^\/keystatic\/singleton\/([^/]+)\/?$/.exec(pathname);
  if (single?.[1]) {
    const area = decodeURIComponent(single[1]);
    return { area, draftKey: ["singleton", area] };
  }
  return undefined;
}

/** The entry's unsaved files as Keystatic's draft holds them; empty when nothing is changed. */
async function draftFiles(key: string[]): Promise<Record<string, string>> {
  const draft = await new Promise<unknown>((settle) => {
    const opening = indexedDB.open("keystatic");
    opening.onerror = () => settle(undefined);
    opening.onupgradeneeded = () => opening.result.createObjectStore("items");
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains("items")) {
        db.close();
        return settle(undefined);
      }
      const reading = db.transaction("items").objectStore("items").get(key);
      reading.onsuccess = () => settle(reading.result);
      reading.onerror = () => settle(undefined);
      reading.transaction?.addEventListener("complete", () => db.close());
    };
  });
  const files = (draft as { files?: unknown } | undefined)?.files;
  if (!(files instanceof Map)) return {};
  const decoder = new TextDecoder();
  const texts: Record<string, string> = {};
  for (const [path, contents] of files as Map<string, Uint8Array>) {
    // Pictures wait for the save; the words are what the preview shows.
    if (/\.(ya?ml|mdoc|md|json)$/.test(path)) texts[path] = decoder.decode(contents);
  }
  return texts;
}

const style = `
#live-preview { display: flex; flex-direction: column; min-height: 0; border-block-start: 1px solid #c9ced6;
  background: #f6f7f9; font: 0.9rem/1.4 system-ui, sans-serif; color: #1d2733; }
#live-preview[hidden] { display: none; }
#live-preview header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding: 0.5rem 0.75rem; }
#live-preview h2 { margin: 0; font-size: 1rem; }
#live-preview [role="status"] { flex: 1 1 12rem; margin: 0; color: #4a5562; }
#live-preview button { font: inherit; padding: 0.2rem 0.6rem; border: 1px solid #0b3b5c; border-radius: 4px;
  background: #fff; color: #0b3b5c; cursor: pointer; }
#live-preview button[aria-pressed="true"] { background: #0b3b5c; color: #fff; }
#live-preview-show { position: fixed; inset-block-end: 1rem; inset-inline-end: 1rem; z-index: 10;
  font: 0.9rem/1.4 system-ui, sans-serif; padding: 0.4rem 0.8rem; border: 1px solid #0b3b5c; border-radius: 4px;
  background: #0b3b5c; color: #fff; cursor: pointer; }
#live-preview-show[hidden] { display: none; }
#live-preview iframe { flex: 1 1 auto; width: 100%; min-height: 0; border: 0; background: #fff; }
@media (max-width: 1099px) {
  body.live-preview-open #back-office-bar { order: 0; }
  body.live-preview-open #live-preview { order: 1; height: 45vh; flex: none; }
  body.live-preview-open #editor { order: 2; }
}
@media (min-width: 1100px) {
  body.live-preview-open { display: grid; grid-template-columns: minmax(0, 1fr) min(42vw, 720px);
    grid-template-rows: auto minmax(0, 1fr); }
  body.live-preview-open #back-office-bar { grid-column: 1 / -1; }
  body.live-preview-open #live-preview { border-block-start: 0; border-inline-start: 1px solid #c9ced6; }
}
`;

/**
 * Draws the panel and keeps it on the entry being edited, as the editor moves between entries.
 * Only in the back office (its menu is on the page): the development editor (`npm run cms`) has
 * no one to draw the page.
 */
export function showLivePreview(doc: Document = document): void {
  if (!doc.getElementById("back-office-bar")) return;
  const sheet = doc.createElement("style");
  sheet.textContent = style;
  doc.head.append(sheet);

  const panel = doc.createElement("section");
  panel.id = "live-preview";
  panel.setAttribute("aria-labelledby", "live-preview-heading");
  panel.hidden = true;
  const header = doc.createElement("header");
  const heading = doc.createElement("h2");
  heading.id = "live-preview-heading";
  heading.textContent = "Live preview";
  const status = doc.createElement("p");
  status.setAttribute("role", "status");
  const languageButtons = (
    [
      ["en", "English"],
      ["ar", "العربية"],
    ] as const
  ).map(([code, name]) => {
    const button = doc.createElement("button");
    button.type = "button";
    button.textContent = name;
    button.lang = code;
    button.setAttribute("aria-pressed", String(code === "en"));
    button.addEventListener("click", () => {
      language = code;
      for (const each of languageButtons) {
        each.setAttribute("aria-pressed", String(each === button));
      }
      void refresh();
    });
    return button;
  });
  // Room for a long article: the panel folds away to one button, and comes back from it.
  const hide = doc.createElement("button");
  hide.type = "button";
  hide.textContent = "Hide";
  hide.setAttribute("aria-label", "Hide the live preview");
  const show = doc.createElement("button");
  show.type = "button";
  show.id = "live-preview-show";
  show.textContent = "Show live preview";
  show.hidden = true;
  let folded = false;
  const fold = (on: boolean) => {
    folded = on;
    panel.hidden = on || !entry;
    show.hidden = !on || !entry;
    doc.body.classList.toggle("live-preview-open", !on && Boolean(entry));
    if (!on) void refresh();
    (on ? show : hide).focus();
  };
  hide.addEventListener("click", () => fold(true));
  show.addEventListener("click", () => fold(false));
  const frame = doc.createElement("iframe");
  // Its page runs no script (the back office sends none); same origin for its stylesheets.
  frame.setAttribute("sandbox", "allow-same-origin");
  frame.title = "Live preview";
  header.append(heading, ...languageButtons, hide, status);
  panel.append(header, frame);
  doc.body.append(panel, show);

  let entry: EditedEntry | undefined;
  let language: "en" | "ar" = "en";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  async function refresh() {
    if (!entry) return;
    const ask = ++asked;
    const { area, slug, draftKey } = entry;
    let answer: Response;
    try {
      const files = await draftFiles(draftKey);
      answer = await fetch("/api/live-preview", {
        method: "POST",
        headers: { "content-type": "application/json", "no-cors": "1" },
        body: JSON.stringify({ area, slug, language, files }),
      });
    } catch {
      if (ask === asked)
        status.textContent = "The preview could not be reached; it tries again as you type.";
      return;
    }
    // An answer overtaken by a later question is dropped: the frame shows the latest words.
    if (ask !== asked) return;
    if (!answer.ok) {
      const problem = (await answer.json().catch(() => undefined)) as
        | { message?: string }
        | undefined;
      status.textContent = problem?.message ?? `The preview could not be drawn (${answer.status}).`;
      return;
    }
    const path = answer.headers.get("x-live-preview-path") ?? "";
    frame.title = `Live preview of ${path}`;
    frame.srcdoc = await answer.text();
    status.textContent = `${path}: the words as typed, not saved yet.`;
  }

  const follow = () => {
    const now = editedEntry(location.pathname);
    if (now?.draftKey.join("/") === entry?.draftKey.join("/")) return;
    entry = now;
    panel.hidden = folded || !entry;
    show.hidden = !folded || !entry;
    doc.body.classList.toggle("live-preview-open", !folded && Boolean(entry));
    if (entry && !folded) {
      status.textContent = "Drawing the page…";
      void refresh();
    }
  };
  const soon = () => {
    if (!entry || folded) return;
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), livePreviewPauseMs);
  };
  // Keystatic moves between entries without loading a page.
  setInterval(follow, 300);
  follow();
  for (const kind of ["input", "change", "paste", "cut", "drop"]) {
    doc.addEventListener(kind, soon, true);
  }
}
