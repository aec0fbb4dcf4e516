import { useLocation } from "react-router";
import { languageOfPath, localizedPath, withoutLanguage } from "../../../common/i18n.ts";
import { paths } from "../../../common/paths.ts";
import type { NavLinkItem } from "../../../common/site-data-types.ts";

interface NavLinksProps {
  links: readonly NavLinkItem[];
  className?: string;
}

/**
 * The path a link matches: the pre-render sees "/about/" where the browser sees "/about", and both
 * must render the same aria-current (hydration keeps the HTML's attributes). /home is the home page
 * under its other address, so Home is current there too.
 */
function currentPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || paths.home;
  const language = languageOfPath(path);
  return withoutLanguage(path) === paths.homeAlias ? localizedPath(paths.home, language) : path;
}

/**
 * The main navigation list; the current page's link has aria-current="page". Plain links: each is a
 * page load of pre-rendered HTML, made quick by the speculation rules in the root.
 */
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
