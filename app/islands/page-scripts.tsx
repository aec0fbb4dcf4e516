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

export interface HydrateHandle {
  hydrate?: "document";
}

/** The SPA fallback page is rendered in the browser, by React Router's scripts. */
export const SpaFallbackContext = createContext(false);

export function wantsWholeDocument(matches: UIMatch[]): boolean {
  return matches.some(
    (match) => (match.handle as HydrateHandle | undefined)?.hydrate === "document",
  );
}

const call = (fn: (...args: never[]) => void, ...args: (string | number)[]) =>
  `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")});`;

/** The browser prefetches a page when the pointer rests on its link, so it is usually ready by the click. */
const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
  prerender: [{ where: { href_matches: "/*" }, eagerness: "conservative" }],
});

/** All inline: the CSP allows each by its hash. */
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
