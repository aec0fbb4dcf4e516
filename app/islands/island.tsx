import type { ComponentType, JSX } from "react";
import type { SiteData } from "../../common/site-data-types.ts";
import { useOptionalSiteData } from "../hooks/use-site-data.ts";
import type { IslandName, IslandProps } from "./registry.ts";

/**
 * When an island's code loads and hydrates (bootstrap.ts wires each):
 * - "visible": as it comes near the viewport (carousels, counters, the map, the form);
 * - "idle": once the browser has nothing else to do (small parts above the fold);
 * - "interaction": on the first hover, focus, touch or click on it (search): until then the page
 *   has loaded no script for it at all.
 */
export type Hydrate = "visible" | "idle" | "interaction";

interface Props<Name extends IslandName> {
  name: Name;
  /** The component the registry names `name`: it renders here in the pre-render. */
  component: ComponentType<IslandProps<Name>>;
  props: IslandProps<Name>;
  hydrate: Hydrate;
  /**
   * The site-wide words the component reads with useSiteData(): they travel with the island, and
   * only they. The page's language and digits always come along.
   */
  site?: readonly (keyof SiteData)[];
  /** A URL the island needs on first use, fetched as it wakes, beside its code. */
  fetch?: string;
}

/** The part of the site's data an island takes with it. */
export function siteDataFor(
  data: SiteData | undefined,
  keys: readonly (keyof SiteData)[],
): Partial<SiteData> | undefined {
  if (!data) return undefined;
  const picked: Partial<Record<keyof SiteData, unknown>> = {
    language: data.language,
    digits: data.digits,
  };
  for (const key of keys) picked[key] = data[key];
  return picked as Partial<SiteData>;
}

/**
 * One island in the pre-rendered page: the component's HTML inside an element that names it, says
 * when it wakes and carries its props as JSON. React escapes the attribute, so no prop can end it or
 * inject markup. The element has `display: contents` (app.css), so it changes no layout.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  hydrate,
  site = [],
  fetch,
}: Props<Name>) {
  const siteData = useOptionalSiteData();
  return (
    <div
      className="island"
      data-island={name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      data-site={JSON.stringify(siteDataFor(siteData, site))}
      data-fetch={fetch}
    >
      {/* The generic props do not narrow to the component's; `Props` ties them together above. */}
      <Component {...(props as IslandProps<Name> & JSX.IntrinsicAttributes)} />
    </div>
  );
}
