// Each entry in the editor's lists says where it stands against the live site: "Live", "Changed
// since live" or "New", as Changes does (GET /api/entry-states, read again each time a list is
// shown). The words sit at the end of the entry's name cell.

export const stateWords: Record<string, string> = {
  live: "Live",
  changed: "Changed since live",
  renamed: "Changed since live",
  added: "New",
};

interface States {
  live: boolean;
  entries: Record<string, string>;
}

const listPath = /^\/keystatic\/collection\/([^/]+)\/?$/;

/** A cell's own words, without the state this adds to it. */
function ownWords(cell: HTMLElement | undefined): string {
  if (!cell) return "";
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const badge of copy.querySelectorAll(".entry-state")) badge.remove();
  return copy.textContent?.trim() ?? "";
}

/** The words for an entry's editor address: undefined before anything is live. */
export function stateOf(states: States, editorPath: string): string | undefined {
  if (!states.live) return undefined;
  return stateWords[states.entries[editorPath] ?? "live"];
}

export function showEntryStates(
  root: HTMLElement,
  location: Pick<Location, "pathname"> = window.location,
): () => void {
  let states: States | undefined;
  let shownFor = "";

  const decorate = () => {
    const list = listPath.exec(location.pathname)?.[1];
    if (!states || !list) return;
    // Keystatic's list: a grid whose rows open the entry (no link); a row's key is the entry's
    // file name, also its first cell's words.
    for (const row of root.querySelectorAll<HTMLElement>('[role="grid"] [role="row"]')) {
      const cells = [...row.children].filter(
        (cell): cell is HTMLElement =>
          cell instanceof HTMLElement && cell.getAttribute("role") !== "columnheader",
      );
      if (cells.length === 0 || row.querySelector('[role="columnheader"]')) continue;
      const slug = row.dataset.key?.replace(/^key:/, "") ?? ownWords(cells[0]);
      if (!slug) continue;
      const words = stateOf(states, `/keystatic/collection/${list}/item/${slug}`);
      const cell = cells[1] ?? cells[0];
      if (!cell) continue;
      const badge = cell.querySelector<HTMLElement>(":scope > .entry-state") ?? undefined;
      if (!words) {
        badge?.remove();
        continue;
      }
      if (badge?.textContent === words) continue;
      const shown = badge ?? document.createElement("span");
      shown.className = "entry-state";
      shown.dataset.state = words === "Live" ? "live" : words === "New" ? "new" : "changed";
      shown.textContent = words;
      if (!badge) cell.append(shown);
    }
  };

  const load = async () => {
    try {
      const answer = await fetch("/api/entry-states", { headers: { "no-cors": "1" } });
      if (answer.ok) states = (await answer.json()) as States;
    } catch {
      // The list still works without the words; the next list shown asks again.
    }
    decorate();
  };

  const follow = () => {
    const now = listPath.test(location.pathname) ? location.pathname : "";
    if (now !== shownFor) {
      shownFor = now;
      if (now) void load();
    }
    decorate();
  };

  const sheet = document.createElement("style");
  sheet.textContent = `.entry-state { display: inline-block; margin-inline-start: 0.5rem; padding: 0 0.4rem;
  border-radius: 999px; font-size: 0.8em; line-height: 1.5; background: #e8f3ea; color: #1f5f2c; }
.entry-state[data-state="changed"] { background: #fff3d6; color: #6b4a00; }
.entry-state[data-state="new"] { background: #e3eefc; color: #123f7a; }`;
  document.head.append(sheet);
  const observer = new MutationObserver(follow);
  observer.observe(root, { childList: true, subtree: true });
  follow();
  return () => observer.disconnect();
}
