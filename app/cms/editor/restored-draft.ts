// Keystatic keeps the changes made to an entry and not saved (in this browser) and puts them back
// when the entry is opened again, saying only "Restored draft from 2 minutes ago." After a refused
// save (a PDF chosen as a picture) the refused file is back in its box under those words, which
// read as if it had been saved. The notice is given the missing half: not saved, and the way back.

/** Keystatic's own words, at the start of its notice. */
const restoredWords = "Restored draft from";

export const notSavedText =
  "These are changes made here that were never saved, including any that a save refused. Save them, or press Reset to go back to the saved entry.";

const noteClass = "restored-draft-note";

/** The innermost element whose text begins with Keystatic's words: the notice's own text. */
function restoredNotices(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("span, p, div")].filter(
    (element) =>
      element.textContent?.trimStart().startsWith(restoredWords) === true &&
      ![...element.children].some((child) =>
        child.textContent?.trimStart().startsWith(restoredWords),
      ),
  );
}

/** Adds the note to every notice under `root` that does not have it yet. */
export function explainRestoredDrafts(root: ParentNode): void {
  for (const notice of restoredNotices(root)) {
    if (notice.parentElement?.querySelector(`.${noteClass}`)) continue;
    const note = document.createElement("span");
    note.className = noteClass;
    note.textContent = ` ${notSavedText}`;
    notice.after(note);
  }
}

/** Watches the page for Keystatic's notice, which comes and goes with each entry opened. */
export function showRestoredDraftNote(root: HTMLElement = document.body): void {
  // Only what was just added is looked at: typing in a form adds nodes all the time.
  new MutationObserver((mutations) => {
    for (const { addedNodes } of mutations) {
      for (const node of addedNodes) {
        if (!(node instanceof Element) || !node.textContent?.includes(restoredWords)) continue;
        explainRestoredDrafts(node.parentElement ?? node);
      }
    }
  }).observe(root, {
    childList: true,
    subtree: true,
  });
}
