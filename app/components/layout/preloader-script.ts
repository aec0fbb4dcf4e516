// Runs as `(${startPreloader})(...)` in an inline script, so the function stands alone.

export const PRELOADER_HIDE_AFTER_MS = 1500;
export const PRELOADER_FADE_MS = 500;
export const PRELOADER_FORCE_HIDE_MS = 3000;
export const SHOW_PRELOADER_ATTRIBUTE = "data-show-preloader";

export function startPreloader(
  hideAfter: number,
  fade: number,
  forceHide: number,
  showAttribute: string,
): void {
  let timers: number[] = [];
  let current = document.getElementById("preloader");
  const set = (phase: "fading" | "hidden") => {
    if (!current) return;
    if (phase === "fading") current.classList.add("preloader--fading");
    else current.hidden = true;
    if (phase === "hidden") clear();
  };
  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const later = (ms: number, phase: "fading" | "hidden") =>
    timers.push(window.setTimeout(() => set(phase), Math.max(0, ms)));
  const startFade = () => {
    if (current?.hidden) return;
    // The fade counts from here (load, or this script if it runs later): a mark makes it measurable.
    performance.mark("preloader-fade-scheduled");
    later(hideAfter, "fading");
    later(hideAfter + fade, "hidden");
  };
  const isTyping = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

  if (document.readyState === "complete") startFade();
  else window.addEventListener("load", startFade, { once: true });
  // On first load the forced hide counts from navigation start.
  later(forceHide - performance.now(), "hidden");

  window.addEventListener("keydown", (event) => {
    if (event.key.toLowerCase() === "p" && !isTyping(event.target) && current && !current.hidden)
      set("hidden");
  });
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${showAttribute}]`)) return;
    if (!current) return;
    clear();
    // A new element restarts the CSS forced-hide animation; its timers count from now.
    const fresh = current.cloneNode(true) as HTMLElement;
    fresh.hidden = false;
    fresh.classList.remove("preloader--fading");
    current.replaceWith(fresh);
    current = fresh;
    startFade();
    later(forceHide, "hidden");
  });
}
