/** An empty list the page needs an item of, in words an editor can act on. */
export function emptyListProblem(value: unknown, reason: string | undefined): string | undefined {
  if (reason === undefined) return undefined;
  return Array.isArray(value) && value.length > 0 ? undefined : reason;
}
