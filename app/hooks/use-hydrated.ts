import { useEffect, useState } from "react";

/**
 * False in the pre-render and in the first client render (so hydration matches the HTML), true from
 * the next render on: for parts that work differently, or only, once the script runs.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
