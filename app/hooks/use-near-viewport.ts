import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport; stays true once it has. False in
 * the pre-render; true at once where IntersectionObserver is missing. The answer arrives in a task of
 * its own, so work started by it does not lengthen hydration's.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
