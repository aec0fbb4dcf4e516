import type { ComponentPropsWithoutRef, CSSProperties } from "react";

/**
 * How a grid's items share the width (its rules are `.item-grid` in app.css):
 * - a number: that many equal columns from the tablet's width (768 px) up, one below it;
 * - `{ count, from, narrow }`: `count` columns from `from` px up (cards that need more room wait
 *   for 900), `narrow` below it (one unless given);
 * - `{ minWidth }`: as many equal columns as fit, none narrower than `minWidth`.
 */
export type Columns =
  | number
  | { count: number; from?: 768 | 900; narrow?: number }
  | { minWidth: string };

type ItemGridProps = Omit<ComponentPropsWithoutRef<"ul">, "style"> & { columns: Columns };

export function ItemGrid({ columns, className, ...list }: ItemGridProps) {
  const settings = typeof columns === "number" ? { count: columns } : columns;
  const classes = ["item-grid"];
  const style: Record<string, string | number> = {};
  if ("minWidth" in settings) {
    classes.push("item-grid--fill");
    style["--item-min-width"] = settings.minWidth;
  } else {
    classes.push(`item-grid--from-${settings.from ?? 768}`);
    style["--item-columns"] = settings.count;
    if (settings.narrow) {
      classes.push("item-grid--narrow");
      style["--item-narrow-columns"] = settings.narrow;
    }
  }
  if (className) classes.push(className);
  return <ul className={classes.join(" ")} style={style as CSSProperties} {...list} />;
}
