import { useLocation } from "react-router";
import {
  languageSettings,
  localizedPath,
  otherLanguage,
  withoutLanguage,
} from "../../../common/i18n.ts";
import { useSiteData } from "../../hooks/use-site-data.ts";

/** A full page load: the document's language, direction and site-wide words all change. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language } = useSiteData();
  const { pathname } = useLocation();
  const other = languageSettings[otherLanguage(language)];
  // The pre-render sees "/about/" where the browser sees "/about".
  const page = withoutLanguage(pathname.replace(/(.)\/+$/, "$1"));
  return (
    <a
      href={localizedPath(page, other.lang)}
      lang={other.lang}
      hrefLang={other.lang}
      className={className ?? "language-switch"}
    >
      {other.name}
    </a>
  );
}
