import type { SocialLink } from "../../common/site-text.ts";
import { Icon } from "./icon/icon.tsx";

/** Icon links to social profiles; each carries its network's name as its accessible name. */
export function SocialLinks({ links, label }: { links: readonly SocialLink[]; label?: string }) {
  return (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label ? `${label} on ${link.label}` : link.label}
            className="icon-button"
          >
            <Icon name={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
