import type { ComponentType, JSX } from "react";
import type { SiteData } from "../cms/model/types.ts";
import { useOptionalSiteData } from "../hooks/use-site-data.ts";
import type { IslandProps } from "./loaders.ts";
import { type Hydrate, type IslandEntry, type IslandName, islands } from "./registry.ts";

interface Props<Name extends IslandName> {
  name: Name;
  component: ComponentType<IslandProps<Name>>;
  props: IslandProps<Name>;
  hydrate?: Hydrate;
  fetch?: string;
}

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

/** React escapes the attribute, so no prop can end it or inject markup. */
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
