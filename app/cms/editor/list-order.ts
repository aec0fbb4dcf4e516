// Lists in the editor in the order the site shows them. Keystatic 0.6.9 always opens a collection's
// list sorted by file name (its CollectionTable starts with `{ column: SLUG, direction: "ascending" }`
// and has no option for another start; `parseSlugForSort` is given the file name only), so the
// first banner slide on the site could be listed second. Its table does let people sort by any of
// the collection's `columns` by pressing that column's heading: this presses it for them once per
// list they open, with the list's own heading, as a person would. Sorting by another column stays
// theirs to choose.

/** A collection as the list needs it: its `columns` and their fields' labels. */
interface ListShape {
  columns?: readonly string[];
  schema: Record<string, { label?: string } | object>;
}

export interface SiteOrder {
  /** The column heading's text: the field's label. */
  label: string;
  direction: "ascending" | "descending";
}

/**
 * How the site orders a collection's entries: by "Position" (`order`, lower first), or, for
 * dated lists (posts, news), newest first. Undefined: the file name's order is the site's too.
 */
export function siteOrder(collection: ListShape): SiteOrder | undefined {
  const columns = collection.columns ?? [];
  const column = columns.includes("order") ? "order" : columns.includes("date") ? "date" : null;
  if (column === null) return undefined;
  const field = collection.schema[column];
  const label = field && "label" in field ? field.label : undefined;
  if (label === undefined) return undefined;
  return { label, direction: column === "date" ? "descending" : "ascending" };
}

const listPath = /\/collection\/([^/]+)\/?$/;

/**
 * Watches `root` (the editor's element) and sorts each collection list it shows in the site's
 * order, once per list opened. Returns a function that stops watching.
 */
export function keepListsInSiteOrder(
  root: HTMLElement,
  collections: Record<string, ListShape>,
  location: Pick<Location, "pathname"> = window.location,
): () => void {
  /** The list each table was last sorted for, and how often its heading was pressed for it. */
  const pressed = new WeakMap<Element, { list: string; presses: number }>();
  const apply = () => {
    const name = listPath.exec(location.pathname)?.[1];
    const collection = name === undefined ? undefined : collections[decodeURIComponent(name)];
    const table = root.querySelector('[role="grid"]');
    if (!name || !collection || !table) return;
    const order = siteOrder(collection);
    const heading = [...table.querySelectorAll<HTMLElement>('[role="columnheader"]')].find(
      (cell) => cell.textContent?.trim() === order?.label,
    );
    if (!order || !heading) return;
    // Keystatic keeps one table across lists: a list newly shown in it starts again.
    const done = pressed.get(table);
    const presses = done?.list === name ? done.presses : 0;
    // The heading sorts ascending on its first press and reverses on the second; the table shows
    // each press after this returns, and the next change of the page brings us back here.
    if (presses >= 2 || heading.getAttribute("aria-sort") === order.direction) {
      pressed.set(table, { list: name, presses: 2 });
      return;
    }
    pressed.set(table, { list: name, presses: presses + 1 });
    heading.click();
  };
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true });
  apply();
  return () => observer.disconnect();
}
