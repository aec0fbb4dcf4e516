import { Link, NavLink, useLocation } from "react-router";
import type { NavLinkItem } from "../../../content/site.ts";
import { paths } from "../../config/paths.ts";

interface NavLinksProps {
  links: readonly NavLinkItem[];
  className?: string;
  onNavigate?: () => void;
}

/** The main navigation list; NavLink marks the current page with aria-current="page". */
export function NavLinks({ links, className, onNavigate }: NavLinksProps) {
  // /home is the home page under its other address (spec §2): Home is current there too.
  // The pre-render sees "/home/", the browser "/home".
  const onHomeAlias = useLocation().pathname.replace(/\/+$/, "") === paths.homeAlias;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          {onHomeAlias && link.to === paths.home ? (
            <Link to={link.to} aria-current="page" onClick={onNavigate} prefetch="intent">
              {link.label}
            </Link>
          ) : (
            <NavLink to={link.to} end onClick={onNavigate} prefetch="intent">
              {link.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
