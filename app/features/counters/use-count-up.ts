import { type RefObject, useEffect, useState } from "react";

export const DEFAULT_COUNTER_DURATION_MS = 2000;

// Reset to 0 when the counter is within half a screen of the viewport, so that the reset is never seen.
const ARM_MARGIN = "0px 0px 50% 0px";

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The number to show: the target itself in the pre-render and without motion (so crawlers, no-JS
 * visitors and reduced-motion visitors see the real figure), and a count from 0 once in view.
 */
export function useCountUp(
  target: number,
  durationMs: number,
  ref: RefObject<HTMLElement | null>,
): number {
  const [shown, setShown] = useState(target);

  useEffect(() => {
    const element = ref.current;
    setShown(target);
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;

    let frame = 0;
    let started = false;
    const start = () => {
      started = true;
      const startTime = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - startTime) / durationMs);
        setShown(Math.round(target * easeOutCubic(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      setShown(0);
      frame = requestAnimationFrame(step);
    };

    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        near.disconnect();
        if (!started) setShown(0);
      },
      { rootMargin: ARM_MARGIN },
    );
    const inView = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      inView.disconnect();
      near.disconnect();
      start();
    });
    near.observe(element);
    inView.observe(element);
    return () => {
      near.disconnect();
      inView.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, ref]);

  return shown;
}
