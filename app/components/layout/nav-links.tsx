import { NavLink } from "react-router";
import type { NavLinkItem } from "../../../content/site.ts";

interface NavLinksProps {
  links: readonly NavLinkItem[];
  className?: string;
  onNavigate?: () => void;
}

/** The main navigation list; NavLink marks the current page with aria-current="page". */
export function NavLinks({ links, className, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end onClick={onNavigate} prefetch="intent">
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
