// The editor's page (the file `npm run build:admin` makes) with the back office's menu on top,
// as every other page of the back office has it: the links the person's role may use, their name
// and Sign out. The menu is drawn in a shadow root of its own (declarative, from the HTML alone),
// so that the back office's stylesheet styles it and nothing of Keystatic, Keystatic's styles
// leave it alone, and the editor's own scripts (save-problems.ts looks for the page's first
// form) never meet its Sign out form.
import type { StaffAccount } from "../auth.ts";
import { html, Markup, navigation, paths } from "./html.ts";

/** The element that holds the menu, above the editor's own root element. */
export const editorBarId = "back-office-bar";

/** The built page cut where the menu and its styles go in: the same for every request. */
export interface EditorPageParts {
  /** Up to the end of the head (before `</head>`); without a head, all that comes before the menu. */
  head: string;
  /** From `</head>` to where the menu goes: just before the editor's root element. */
  body: string;
  /** The editor's root element and what follows it. */
  rest: string;
}

export function editorPageParts(page: string): EditorPageParts {
  const root = page.search(/<div\s+id="editor"/i);
  const bodyTag = /<body\b[^>]*>/i.exec(page);
  const menuAt = root >= 0 ? root : bodyTag ? bodyTag.index + bodyTag[0].length : page.length;
  const headEnd = page.search(/<\/head\s*>/i);
  const hasHead = headEnd >= 0 && headEnd <= menuAt;
  const headAt = hasHead ? headEnd : menuAt;
  return {
    head: page.slice(0, headAt),
    body: page.slice(headAt, menuAt),
    rest: page.slice(menuAt),
  };
}

/**
 * The page fills the window with the menu on top and the editor below it, in the rest of the
 * height: Keystatic sizes its layout to the whole window (100vh), which would push its bottom
 * edge (the list of entries' last rows, the sidebar's foot) below the window.
 */
const pageStyle = `<style>
html, body { height: 100%; }
body { display: flex; flex-direction: column; margin: 0; }
#${editorBarId} { flex: none; }
#editor { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }
#editor > * { flex: 1 1 auto; min-height: 0; }
/* Keystatic's split view (its sidebar and its main panel), sized 100vh by a class of its own. */
#editor [style*="--primary-pane-width"] { height: 100% !important; }
</style>`;

/**
 * What the back office's stylesheet sets on the whole page (:root), for the menu alone. On a phone
 * the menu keeps to three short rows, whatever the role: its links scroll sideways in one row.
 */
const barStyle = `<style>
:host { display: block; font-family: system-ui, sans-serif; line-height: 1.5; color: #fff;
  background: #0b3b5c; }
header { padding-block: 0.5rem; }
@media (max-width: 40rem) {
  header { gap: 0.25rem 1rem; padding: 0.35rem 0.75rem; font-size: 0.95rem; }
  nav { gap: 0.25rem 0.75rem; min-width: 0; max-width: 100%; }
  nav ul { flex: 1 0 100%; flex-wrap: nowrap; gap: 0.9rem; overflow-x: auto;
    scrollbar-width: thin; padding-block-end: 0.15rem; }
  nav li { white-space: nowrap; }
  button { padding: 0.25rem 0.75rem; }
}
</style>`;

export function editorPageHtml(
  parts: EditorPageParts,
  {
    person,
    csrfToken,
    newEnquiries,
  }: { person: StaffAccount; csrfToken: string; newEnquiries?: number },
): string {
  const bar = html`<div id="${editorBarId}"><template shadowrootmode="open">
<link rel="stylesheet" href="${paths.stylesheet}" />
${new Markup(barStyle)}
<header>
  <p class="brand"><a href="${paths.home}">Back office</a></p>
  ${navigation(person, csrfToken, newEnquiries)}
</header>
</template></div>`;
  return `${parts.head}${pageStyle}${parts.body}${bar}${parts.rest}`;
}
