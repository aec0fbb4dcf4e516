// Faults of Keystatic's article editor (0.6.9) no content-model option reaches; each is checked by
// tests/e2e/editor.spec.ts and can go once Keystatic fixes it.

const linkIcon = 'path[d^="M10 13a5 5 0 0 0 7.54.54"]';
const editorRoot = '[data-keystatic-editor="root"]';
const editorText = '[data-keystatic-editor="content"]';
const pendingShortcut = /^(#{1,6}|[-+*]|\d+[.)]|>)[ \u00a0]$/;

export function fixTextEditors(
  document: Document,
  isMac = /Mac|iPhone|iPad/.test(navigator.userAgent),
) {
  nameLinkButtons(document);
  returnFocusAfterBlockMenu(document);
  holdKeysAfterShortcut(document);
  if (!isMac) linkWithCtrlK(document);
}

/**
 * The article editor opens its link box on ⌘K only (its listener reads `metaKey`), so Ctrl+K did
 * nothing on Windows and Linux: there Ctrl+K is handed to it as the ⌘K it listens for.
 */
function linkWithCtrlK(document: Document) {
  document.addEventListener(
    "keydown",
    (event) => {
      // The ⌘K handed on has metaKey set, so it never comes back through here.
      if (!event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== "k" && event.key !== "K") return;
      const target = event.target as Element | null;
      if (!target?.closest?.(editorText)) return;
      event.preventDefault();
      event.stopPropagation();
      target.dispatchEvent(
        new KeyboardEvent("keydown", {
          key: event.key,
          code: event.code,
          metaKey: true,
          shiftKey: event.shiftKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    },
    true,
  );
}

/** Screen readers announced the link button as "Divider". */
function nameLinkButtons(document: Document) {
  const name = () => {
    for (const button of document.querySelectorAll(`button[aria-label="Divider"]`)) {
      if (button.querySelector(linkIcon)) button.setAttribute("aria-label", "Link");
    }
  };
  name();
  new MutationObserver(name).observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ["aria-label"],
  });
}

/** After a block-menu choice the menu keeps focus and typed keys go nowhere: the text gets it back. */
function returnFocusAfterBlockMenu(document: Document) {
  let chosen = false;
  const choose = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('[role="listbox"] [role="option"]')) {
      chosen = true;
    }
  };
  document.addEventListener("click", choose, true);
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Enter" || event.key === " ") choose(event);
    },
    true,
  );
  document.addEventListener("focusin", (event) => {
    const target = event.target as Element | null;
    if (!chosen || !target?.matches?.('button[aria-haspopup="listbox"]')) return;
    chosen = false;
    const text = target.closest(editorRoot)?.querySelector<HTMLElement>(editorText);
    text?.focus();
  });
}

/**
 * Words typed in the moment before Keystatic turns "## " into a heading were left as "## Title"
 * text; they now wait (a tenth of a second at most) and follow in order.
 */
function holdKeysAfterShortcut(document: Document) {
  const held: string[] = [];
  const beforeCaret = () => {
    const selection = document.getSelection();
    const node = selection?.anchorNode;
    const line = (
      node?.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element)
    )?.closest("p, h1, h2, h3, h4, h5, h6, li, blockquote");
    if (!selection || !node || !line) return "";
    const range = document.createRange();
    range.setStart(line, 0);
    range.setEnd(node, selection.anchorOffset);
    return range.toString();
  };
  const waiting = () => pendingShortcut.test(beforeCaret());
  let releasing = false;
  const release = (tries: number) => {
    if (tries > 0 && waiting()) {
      setTimeout(() => release(tries - 1), 10);
      return;
    }
    releasing = true;
    document.execCommand("insertText", false, held.splice(0).join(""));
    releasing = false;
  };
  // Typed text, whether from keys or from an input method (Arabic keyboards often are one).
  document.addEventListener(
    "beforeinput",
    (event) => {
      if (releasing || event.inputType !== "insertText" || !event.data) return;
      if (!(event.target as Element | null)?.closest?.(editorText)) return;
      if (held.length === 0 && !waiting()) return;
      event.preventDefault();
      held.push(event.data);
      if (held.length === 1) setTimeout(() => release(10));
    },
    true,
  );
}
