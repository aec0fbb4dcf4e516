import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * The answer arrives in a task of its own, so work started by it does not lengthen hydration's.
 * `onNear` is called straight from the observer: a quick scroll in and out still counts.
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
