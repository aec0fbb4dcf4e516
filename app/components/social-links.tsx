import type { SocialLink } from "../../common/site-data-types.ts";
import { Icon } from "./icon/icon.tsx";

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
