import { referencedCollection, type Schema } from "./keystatic.ts";

export type Collections = Record<string, { label: string }>;

export function referenceTarget(schema: Schema, collections: Collections): string | undefined {
  const target = referencedCollection(schema);
  return target !== undefined && Object.hasOwn(collections, target) ? target : undefined;
}

export function referenceProblem(
  value: string,
  target: string,
  slugs: Map<string, Set<string>>,
  collections: Collections,
): string | undefined {
  if (slugs.get(target)?.has(value)) return undefined;
  return `"${value}" is not ${entryNoun(collections[target]?.label ?? target)}`;
}

function entryNoun(label: string): string {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  // "Offices and places" names two kinds of entry: one entry is "an office or place".
  const singular = lower.split(" and ").map(singularOf).join(" or ");
  return `${/^[aeiou]/i.test(singular) ? "an" : "a"} ${singular}`;
}

function singularOf(plural: string): string {
  if (plural.endsWith("ies")) return `${plural.slice(0, -3)}y`;
  return plural.endsWith("s") && !plural.endsWith("ss") ? plural.slice(0, -1) : plural;
}
