import { useRef } from "react";
import { useFormats } from "../../hooks/use-site-data.ts";
import { DEFAULT_COUNTER_DURATION_MS, useCountUp } from "./use-count-up.ts";

export interface CounterProps {
  value: number;
  /** Shown after the number, e.g. "+". */
  suffix?: string;
  durationMs?: number;
  className?: string;
}

/**
 * A number that counts up from 0 when it scrolls into view. Screen readers get the final figure
 * only; the moving digits are hidden from them.
 */
export function Counter({
  value,
  suffix = "",
  durationMs = DEFAULT_COUNTER_DURATION_MS,
  className,
}: CounterProps) {
  const format = useFormats();
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useCountUp(value, durationMs, ref);
  return (
    // "400+" reads left to right on Arabic pages too.
    <span ref={ref} className={className} dir="ltr">
      <span aria-hidden="true" data-counter="">
        {format.number(shown)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {format.number(value)}
        {suffix}
      </span>
    </span>
  );
}
