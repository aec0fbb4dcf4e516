// Keystatic 0.6.9 always opens a collection's list sorted by file name, with no option for another
// start; this presses the site's sort column's heading once per list opened, as a person would.

interface ListShape {
  columns?: readonly string[];
  schema: Record<string, { label?: string } | object>;
}

export interface SiteOrder {
  label: string;
  direction: "ascending" | "descending";
}

function siteOrder(collection: ListShape): SiteOrder | undefined {
  const columns = collection.columns ?? [];
  const column = columns.includes("order") ? "order" : columns.includes("date") ? "date" : null;
  if (column === null) return undefined;
  const field = collection.schema[column];
  const label = field && "label" in field ? field.label : undefined;
  if (label === undefined) return undefined;
  return { label, direction: column === "date" ? "descending" : "ascending" };
}

const listPath = /\/collection\/([^/]+)\/?$/;

export function keepListsInSiteOrder(
  root: HTMLElement,
  collections: Record<string, ListShape>,
  location: Pick<Location, "pathname"> = window.location,
): () => void {
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
