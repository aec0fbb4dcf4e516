// References from one entry to another (a team member's office, a post's author): the entry named
// must exist.
import { referencedCollection, type Schema } from "./keystatic.ts";

/** Labels of the content model's collections, by name. */
export type Collections = Record<string, { label: string }>;

/** The collection a field refers to, or undefined when it is no reference to one of `collections`. */
export function referenceTarget(schema: Schema, collections: Collections): string | undefined {
  const target = referencedCollection(schema);
  return target !== undefined && Object.hasOwn(collections, target) ? target : undefined;
}

/** Why `value` is no entry of `target`'s, or undefined when it is one. */
export function referenceProblem(
  value: string,
  target: string,
  slugs: Map<string, Set<string>>,
  collections: Collections,
): string | undefined {
  if (slugs.get(target)?.has(value)) return undefined;
  return `"${value}" is not ${entryNoun(collections[target]?.label ?? target)}`;
}

/** "an office", "a team member": the target collection's label, singular. */
function entryNoun(label: string): string {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  const singular = lower.endsWith("ies")
    ? `${lower.slice(0, -3)}y`
    : lower.endsWith("s") && !lower.endsWith("ss")
      ? lower.slice(0, -1)
      : lower;
  return `${/^[aeiou]/i.test(singular) ? "an" : "a"} ${singular}`;
}
