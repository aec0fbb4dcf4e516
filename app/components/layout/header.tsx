import type { ReactNode } from "react";
import { paths } from "../../../common/paths.ts";
import { useLocalizedPath, useSiteData } from "../../hooks/use-site-data.ts";
import { Logo } from "../icon/logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavLinks } from "./nav-links.tsx";
import { SideMenu } from "./side-menu.tsx";
import "./header.css";

interface HeaderProps {
  search: ReactNode;
}

export function Header({ search }: HeaderProps) {
  const { site, header, mainNav, discoveryCall } = useSiteData();
  const localized = useLocalizedPath();
  return (
    <header className="header">
      <div className="header__inner container">
        <a href={localized(paths.home)} className="header__brand">
          <Logo />
          {/* The short form where the full name has no room (header.css); never cut mid-word. */}
          <span className="header__name header__name--full">{site.name}</span>
          <span className="header__name header__name--short">{site.shortName}</span>
        </a>
        <nav aria-label={header.navigationLabel} className="header__nav">
          <NavLinks links={mainNav} className="header__links" />
          <SideMenu />
        </nav>
        <div className="header__actions">
          {search}
          <LanguageSwitch className="language-switch header__language" />
          <a href={discoveryCall.to} className="button button--primary header__cta">
            {discoveryCall.label}
          </a>
        </div>
      </div>
    </header>
  );
}
