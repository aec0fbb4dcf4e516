import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { SiteDataContext } from "../../app/hooks/use-site-data.ts";
import { siteData } from "./site-data.ts";

export function SiteDataWrapper({ children }: { children: ReactNode }) {
  return <SiteDataContext value={siteData}>{children}</SiteDataContext>;
}

export function renderWithSiteData(ui: ReactElement, options: RenderOptions = {}) {
  return render(ui, { wrapper: SiteDataWrapper, ...options });
}
