import { createContext } from "react";
import type { UIMatch } from "react-router";
import {
  PRELOADER_FADE_MS,
  PRELOADER_FORCE_HIDE_MS,
  PRELOADER_HIDE_AFTER_MS,
  SHOW_PRELOADER_ATTRIBUTE,
  startPreloader,
} from "../components/layout/preloader-script.ts";
import { desktopQuery, startSideMenu } from "../components/layout/side-menu-script.ts";
import { islandsScript } from "./bootstrap.ts";

/**
 * A route module that exports `handle = { hydrate: "document" }` is hydrated whole by React Router
 * (its scripts, its router), as every page was before islands.
 */
export interface HydrateHandle {
  hydrate?: "document";
}

/**
 * True while the SPA fallback page is pre-rendered (app/entry.server.tsx says so): that page is
 * rendered in the browser, by React Router's scripts.
 */
export const SpaFallbackContext = createContext(false);

export function wantsWholeDocument(matches: UIMatch[]): boolean {
  return matches.some(
    (match) => (match.handle as HydrateHandle | undefined)?.hydrate === "document",
  );
}

/** A call of a stand-alone function with JSON arguments, as an inline script's source. */
const call = (fn: (...args: never[]) => void, ...args: (string | number)[]) =>
  `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")});`;

/**
 * Navigation is a page load of pre-rendered HTML. The browser fetches a same-site page when the
 * pointer rests on its link (or presses it) and renders it ahead when it is pressed, so the next
 * page is usually ready by the click.
 */
const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
  prerender: [{ where: { href_matches: "/*" }, eagerness: "conservative" }],
});

/**
 * The page's own scripts, all inline (the CSP allows each by its hash, server/plugins/
 * security-headers.ts): the preloader's timing, the side menu's few lines, the speculation rules,
 * and, with `islandsLoaderUrl`, the islands' start-up, which fetches the loader when an island wakes.
 */
export function PageScripts({ islandsLoaderUrl }: { islandsLoaderUrl: string | null }) {
  const source = [
    call(
      startPreloader,
      PRELOADER_HIDE_AFTER_MS,
      PRELOADER_FADE_MS,
      PRELOADER_FORCE_HIDE_MS,
      SHOW_PRELOADER_ATTRIBUTE,
    ),
    call(startSideMenu, desktopQuery),
    islandsLoaderUrl === null ? "" : islandsScript(islandsLoaderUrl),
  ].join("");
  return (
    <>
      <script
        // The same source as the pre-render's, compiled apart: nothing to compare when hydrated whole.
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own functions and constants, serialised at build time.
        dangerouslySetInnerHTML={{ __html: source }}
      />
      <script
        type="speculationrules"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant JSON object.
        dangerouslySetInnerHTML={{ __html: speculationRules }}
      />
    </>
  );
}
