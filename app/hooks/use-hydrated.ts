import { useEffect, useState } from "react";

/** False in the pre-render and the first client render, so hydration matches the HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
