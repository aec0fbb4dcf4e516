import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport; stays true once it has: the one
 * place the site's components watch for it. False in the pre-render; true at once where
 * IntersectionObserver is missing. The answer arrives in a task of its own, so work started by it
 * does not lengthen hydration's.
 *
 * `onNear`, when given, is called each time the element comes near again (the map is fitted to its
 * box each time it returns), straight from the observer: a quick scroll in and out again between
 * two renders still counts.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  rootMargin: string,
  onNear?: () => void,
): boolean {
  const [near, setNear] = useState(false);
  const callback = useRef(onNear);
  callback.current = onNear;
  const repeats = onNear !== undefined;
  const settled = near && !repeats;
  useEffect(() => {
    if (settled) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      callback.current?.();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (!repeats) observer.disconnect();
        setNear(true);
        callback.current?.();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, repeats, settled]);
  return near;
}
