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

/** Pages that belong to a menu link's section without sitting under its address. */
const sectionOwners: readonly [prefix: string, section: string][] = [[paths.blog, paths.newsBlogs]];

/**
 * The menu link whose section holds the page: /blog/<post> and /news-blogs/topic/esg are in News &
 * Blogs. Marked aria-current="true", not "page": the visitor is in that section, not on its page.
 */
export function sectionPath(path: string, links: readonly NavLinkItem[]): string | undefined {
  const language = languageOfPath(path);
  const english = withoutLanguage(path);
  for (const [prefix, section] of sectionOwners) {
    if (english === prefix || english.startsWith(`${prefix}/`)) {
      return localizedPath(section, language);
    }
  }
  return links.find(
    (link) => withoutLanguage(link.to) !== paths.home && path.startsWith(`${link.to}/`),
  )?.to;
}

export function NavLinks({ links, className }: NavLinksProps) {
  const current = currentPath(useLocation().pathname);
  const section = sectionPath(current, links);
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <a
            href={link.to}
            aria-current={link.to === current ? "page" : link.to === section ? "true" : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
