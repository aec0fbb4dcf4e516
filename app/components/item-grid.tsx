import { Children, type ComponentPropsWithoutRef, type CSSProperties } from "react";

/**
 * How a grid's items share the width (its rules are `.item-grid` in app.css):
 * - a number: that many equal columns from the tablet's width (768 px) up, one below it;
 * - `{ count, from, narrow }`: `count` columns from `from` px up (cards that need more room wait
 *   for 900), `narrow` below it (one unless given);
 * - `{ minWidth }`: as many equal columns as fit, none narrower than `minWidth`.
 *
 * With counted columns no row strands one card: fewer items than columns take the width between
 * them, and a last item alone on its row spans the row (a card's own rules may then lay it out
 * as a line, with `@container`).
 */
export type Columns =
  | number
  | { count: number; from?: 768 | 900; narrow?: number }
  | { minWidth: string };

type ItemGridProps = Omit<ComponentPropsWithoutRef<"ul">, "style"> & { columns: Columns };

export function ItemGrid({ columns, className, children, ...list }: ItemGridProps) {
  const settings = typeof columns === "number" ? { count: columns } : columns;
  const items = Children.count(children);
  const classes = ["item-grid"];
  const style: Record<string, string | number> = {};
  if ("minWidth" in settings) {
    classes.push("item-grid--fill");
    style["--item-min-width"] = settings.minWidth;
  } else {
    const count = Math.max(1, Math.min(settings.count, items));
    classes.push(`item-grid--from-${settings.from ?? 768}`);
    style["--item-columns"] = count;
    if (settings.count > 1 && items % count === (count === 1 ? 0 : 1)) {
      classes.push("item-grid--lone");
    }
    if (settings.narrow) {
      classes.push("item-grid--narrow");
      style["--item-narrow-columns"] = settings.narrow;
      if (items % settings.narrow === 1) classes.push("item-grid--lone-narrow");
    }
  }
  if (className) classes.push(className);
  return (
    <ul className={classes.join(" ")} style={style as CSSProperties} {...list}>
      {children}
    </ul>
  );
}
