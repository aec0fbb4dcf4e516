// An entry's "Sharing and search engines" (./schema/fields.ts, sharing) as its page takes it: the
// share picture in the page's language, the entry's own cover beside it, and the hide switch.
import type { PageSharing } from "../../common/content-types.ts";
import type { ImageAsset } from "../../common/images.ts";
import { reader, toImage } from "./reader.server.ts";
import type { Language, Localized } from "./schema/fields.ts";

/** The field as the reader gives it; a file written before the field existed has none. */
export interface SharingValue {
  picture:
    | { discriminant: false; value?: unknown }
    | { discriminant: true; value: { src: string | null; alt: Localized } };
  hidden: boolean;
}

/** Nothing when nothing is set and there is no cover: the page is shared and listed as before. */
export function pageSharing(
  value: SharingValue | undefined,
  language: Language,
  cover?: ImageAsset,
): PageSharing | undefined {
  const chosen = value?.picture.discriminant === true ? value.picture.value : undefined;
  const sharing: PageSharing = {
    ...(chosen?.src ? { picture: toImage(chosen, language) } : {}),
    ...(cover ? { cover } : {}),
    ...(value?.hidden === true ? { hidden: true as const } : {}),
  };
  return Object.keys(sharing).length > 0 ? sharing : undefined;
}

type WithSharing = "posts" | "caseStudies" | "team" | "offices" | "industries" | "services";

/** One entry's, read alone (its page's loader has only its list's words). */
export async function entrySharing(
  collection: WithSharing,
  slug: string,
  language: Language,
  cover?: ImageAsset,
): Promise<PageSharing | undefined> {
  const entry = await reader().collections[collection].read(slug);
  return pageSharing((entry as { sharing?: SharingValue } | null)?.sharing, language, cover);
}
