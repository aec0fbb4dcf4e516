import { useOptionalSiteData } from "../../hooks/use-site-data.ts";
import { Logo } from "../icon/logo.tsx";
import "./preloader.css";

/** A CSS animation removes it at 3 s even if the script never runs. */
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
