import type { SocialLink } from "../../common/site-data-types.ts";
import { Icon } from "./icon/icon.tsx";

/** Icon links to social profiles; each carries its accessible name ("LinkedIn", "Asha Verma on LinkedIn"). */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            className="icon-button"
          >
            <Icon name={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
