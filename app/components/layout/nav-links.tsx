import { useLocation } from "react-router";
import { languageOfPath, localizedPath, withoutLanguage } from "../../../common/i18n.ts";
import { paths } from "../../../common/paths.ts";
import type { NavLinkItem } from "../../../common/site-data-types.ts";

interface NavLinksProps {
  links: readonly NavLinkItem[];
  className?: string;
}

/** The pre-render sees "/about/" where the browser sees "/about"; hydration keeps aria-current. */
function currentPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || paths.home;
  const language = languageOfPath(path);
  return withoutLanguage(path) === paths.homeAlias ? localizedPath(paths.home, language) : path;
}

export function NavLinks({ links, className }: NavLinksProps) {
  const current = currentPath(useLocation().pathname);
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} aria-current={link.to === current ? "page" : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
