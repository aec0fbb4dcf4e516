// Keystatic says nothing when a save of an existing entry succeeds: the form stays as it was, so
// nobody could tell a save from a click that did nothing. A status message says "Saved." for a
// few seconds (screen readers announce it), in the corner opposite the save problems' box
// (save-problems.ts), over nothing Keystatic needs: clicks go through it. A refused save (400,
// 409: save-problems.ts says why) or one that failed shows nothing here.

/** How long "Saved." stays on screen. */
export const savedShownMs = 5000;

export const savedText = "Saved.";

/** An existing entry's page: a collection's item or a singleton (not a new entry's form). */
const entryPage = /^\/keystatic\/(?:collection\/[^/]+\/item\/[^/]+|singleton\/[^/]+)\/?$/;

function urlOf(input: RequestInfo | URL): string {
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
}

/** A save that writes files: not a deletion alone (Delete, whose list page follows). */
function writesFiles(body: BodyInit | null | undefined): boolean {
  if (typeof body !== "string") return false;
  try {
    const save = JSON.parse(body) as { additions?: unknown };
    return Array.isArray(save.additions) && save.additions.length > 0;
  } catch {
    return false;
  }
}

export function showSavedStatus(): void {
  // In the page from the start and never display: none, so that its text is announced.
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  status.className = "saved-status";
  document.body.append(status);
  document.head.append(styles());
  let hiding: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(hiding);
    status.replaceChildren();
  };

  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const path = new URL(urlOf(input), location.href).pathname;
    if (path !== "/api/keystatic/update") return pageFetch(input, init);
    const ofEntry = entryPage.test(location.pathname) && writesFiles(init?.body);
    // A second save takes the first one's message away: each "Saved." is news.
    clear();
    const response = await pageFetch(input, init);
    if (ofEntry && response.status === 200) {
      status.textContent = savedText;
      hiding = setTimeout(clear, savedShownMs);
    }
    return response;
  };
}

function styles(): HTMLStyleElement {
  const style = document.createElement("style");
  // The same colours in Keystatic's light and dark schemes: white on dark green (7:1), edged so
  // that it stands out on a dark page too.
  style.textContent = `
.saved-status { position: fixed; inset-block-end: 1rem; inset-inline-start: 1rem; z-index: 1000;
  max-inline-size: calc(100vw - 2rem); box-sizing: border-box; margin: 0; padding: 0.5rem 1rem;
  border: 2px solid #8ddb8c; border-radius: 6px; background: #116329; color: #fff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.25); font: 600 1rem/1.4 system-ui, sans-serif;
  pointer-events: none; }
.saved-status:empty { padding: 0; border: 0; box-shadow: none; }
`;
  return style;
}
