import type { ComponentType, JSX } from "react";
import type { SiteData } from "../../common/site-data-types.ts";
import { useOptionalSiteData } from "../hooks/use-site-data.ts";
import type { IslandProps } from "./loaders.ts";
import { type Hydrate, type IslandEntry, type IslandName, islands } from "./registry.ts";

interface Props<Name extends IslandName> {
  name: Name;
  /** The component loaders.ts loads for `name`: it renders here in the pre-render. */
  component: ComponentType<IslandProps<Name>>;
  props: IslandProps<Name>;
  /** When it wakes, where this page needs other than the registry's (a form in the first view). */
  hydrate?: Hydrate;
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
 * when it wakes (its registry entry's `hydrate`) and carries as JSON its props and the site-wide
 * words its entry names. React escapes the attribute, so no prop can end it or inject markup. The
 * element has `display: contents` (app.css), so it changes no layout.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  hydrate,
  fetch,
}: Props<Name>) {
  const siteData = useOptionalSiteData();
  const entry: IslandEntry = islands[name];
  return (
    <div
      className="island"
      data-island={name}
      data-hydrate={hydrate ?? entry.hydrate}
      data-props={JSON.stringify(props)}
      data-site={JSON.stringify(siteDataFor(siteData, entry.site ?? []))}
      data-fetch={fetch}
    >
      {/* The generic props do not narrow to the component's; `Props` ties them together above. */}
      <Component {...(props as IslandProps<Name> & JSX.IntrinsicAttributes)} />
    </div>
  );
}
