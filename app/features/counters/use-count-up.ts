import { type RefObject, useEffect, useState } from "react";
import { useNearViewport } from "../../hooks/use-near-viewport.ts";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion.ts";

export const DEFAULT_COUNTER_DURATION_MS = 2000;

// Reset to 0 when the counter is within half a screen of the viewport, so that the reset is never seen.
const ARM_MARGIN = "0px 0px 50% 0px";

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** The target itself in the pre-render and without motion, so crawlers and no-JS visitors see it. */
export function useCountUp(
  target: number,
  durationMs: number,
  ref: RefObject<HTMLElement | null>,
): number {
  const [shown, setShown] = useState(target);
  const reducedMotion = usePrefersReducedMotion();
  const near = useNearViewport(ref, ARM_MARGIN);
  const inView = useNearViewport(ref, "0px");

  useEffect(() => {
    if (reducedMotion || !(near || inView)) return setShown(target);
    setShown(0);
    if (!inView) return;
    const startTime = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - startTime) / durationMs);
      setShown(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reducedMotion, near, inView]);

  return shown;
}
