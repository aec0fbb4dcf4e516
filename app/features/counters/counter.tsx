import { useRef } from "react";
import { useFormats } from "../../hooks/use-site-data.ts";
import { DEFAULT_COUNTER_DURATION_MS, useCountUp } from "./use-count-up.ts";

export interface CounterProps {
  value: number;
  suffix?: string;
  durationMs?: number;
  className?: string;
}

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
