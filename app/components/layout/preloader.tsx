import { useOptionalSiteData } from "../../hooks/use-site-data.ts";
import { Logo } from "../icon/logo.tsx";
import "./preloader.css";

/**
 * The full-page preloader of the first load. Its timing is a few lines of script
 * (preloader-script.ts, inline in the page). Without JavaScript it is not shown (a <noscript> style
 * in the root) and a CSS animation removes it at 3 s even if the script never runs.
 */
export function Preloader() {
  const name = useOptionalSiteData()?.site.name;
  return (
    <div id="preloader" className="preloader" aria-hidden="true">
      <Logo size={64} />
      <span className="preloader__name">{name}</span>
      <span className="preloader__spinner" />
    </div>
  );
}
