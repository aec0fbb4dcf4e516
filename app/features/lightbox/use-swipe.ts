import { type PointerEvent, useRef } from "react";

const threshold = 40;

/** The element needs `touch-action: pan-y` so the browser leaves horizontal moves to us. */
export function useSwipe(onSwipe: (direction: 1 | -1) => void, rightToLeft = false) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0 !== rightToLeft ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
