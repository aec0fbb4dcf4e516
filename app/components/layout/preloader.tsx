import { useEffect, useState } from "react";
import { useOptionalSiteData } from "../../hooks/use-site-data.ts";
import { Logo } from "../icon/logo.tsx";
import "./preloader.css";

// docs/product.md, "Preloader": hidden 1.5 s after load with a 0.5 s fade, forced away at 3 s, P hides it at once.
export const PRELOADER_HIDE_AFTER_MS = 1500;
export const PRELOADER_FADE_MS = 500;
export const PRELOADER_FORCE_HIDE_MS = 3000;
/** Dispatch on window to show the preloader again (the /test-preloader page does). */
export const SHOW_PRELOADER_EVENT = "preloader:show";

type Phase = "visible" | "fading" | "hidden";

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The full-page preloader of the first load. Without JavaScript it is not shown (a <noscript> style
 * in the root) and a CSS animation removes it at 3 s even if the script never runs.
 */
export function Preloader() {
  const name = useOptionalSiteData()?.site.name;
  const [phase, setPhase] = useState<Phase>("visible");
  // Bumped to show it again; a new element also restarts the CSS forced-hide animation.
  const [run, setRun] = useState(0);

  useEffect(() => {
    const onShow = () => {
      setPhase("visible");
      setRun((n) => n + 1);
    };
    window.addEventListener(SHOW_PRELOADER_EVENT, onShow);
    return () => window.removeEventListener(SHOW_PRELOADER_EVENT, onShow);
  }, []);

  const hidden = phase === "hidden";
  useEffect(() => {
    if (hidden) return;
    const timers: number[] = [];
    const later = (ms: number, next: Phase) =>
      timers.push(window.setTimeout(() => setPhase(next), Math.max(0, ms)));
    const startFade = () => {
      // The fade counts from here (load, or hydration if that comes later): a mark makes it measurable.
      performance.mark("preloader-fade-scheduled");
      later(PRELOADER_HIDE_AFTER_MS, "fading");
      later(PRELOADER_HIDE_AFTER_MS + PRELOADER_FADE_MS, "hidden");
    };
    const firstLoad = run === 0;
    if (!firstLoad || document.readyState === "complete") startFade();
    else window.addEventListener("load", startFade, { once: true });
    // On first load the forced hide counts from navigation start, later runs from the show.
    later(PRELOADER_FORCE_HIDE_MS - (firstLoad ? performance.now() : 0), "hidden");

    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "p" && !isTyping(event.target)) setPhase("hidden");
    };
    window.addEventListener("keydown", onKey);
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
      window.removeEventListener("load", startFade);
      window.removeEventListener("keydown", onKey);
    };
    // Keyed on `hidden`, not `phase`: the step from visible to fading must not restart the timers.
  }, [run, hidden]);

  return (
    <div
      key={run}
      id="preloader"
      className={phase === "fading" ? "preloader preloader--fading" : "preloader"}
      hidden={hidden}
      aria-hidden="true"
    >
      <Logo size={64} />
      <span className="preloader__name">{name}</span>
      <span className="preloader__spinner" />
    </div>
  );
}
