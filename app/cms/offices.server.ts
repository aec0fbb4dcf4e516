// Each office's own page, /offices/<slug>: how to reach it, its time, its people, its work, and a
// map picture drawn at build. Partners, clients and projects have no page: they stay on the map.
import type { PageContent } from "../../common/content-types.ts";
import { type Language, languageSettings, localizedPath } from "../../common/i18n.ts";
import type { OfficeLink, OfficePageData } from "../../common/office-types.ts";
import {
  contactAboutPath,
  officeMapPath,
  officePath,
  paths,
  personPath,
  sectionPath,
  worldMapAnchor,
} from "../../common/paths.ts";
import { fill } from "../../common/site-data-types.ts";
import { timeZoneWords } from "../../common/time-zone.ts";
import { loadCaseStudyList } from "./case-studies.server.ts";
import { pagePaths } from "./content-pages.server.ts";
import { loadGeography } from "./geography.server.ts";
import { pageKinds } from "./page-kinds.ts";
import { loadPeople } from "./pages.server.ts";
import { buildTime } from "./publish-at.ts";
import {
  type CollectionEntry,
  localize,
  localizeEntry,
  localizeLinks,
  readCollection,
  readSingleton,
} from "./reader.server.ts";
import { pageSharing } from "./sharing.server.ts";
import { loadOffices } from "./site.server.ts";
import { staticMap, staticMapSvg } from "./static-map.server.ts";
import { trailStart } from "./trail.server.ts";
import { finishedText } from "./unfinished.ts";

const isOffice = ({ entry }: CollectionEntry<"offices">) => pageKinds.office.hasPage(entry);

/** From file names, as the people's pages are: an office that cannot be shown fails on its page. */
export async function officeSlugs(): Promise<string[]> {
  return (await readCollection("offices")).filter(isOffice).map(({ slug }) => slug);
}

export function officePagePaths(): Promise<string[]> {
  return pagePaths("office");
}

/** The offices as the contact page lists them, in the map's order. */
export async function loadOfficeLinks(language: Language = "en"): Promise<OfficeLink[]> {
  return (await readCollection("offices")).filter(isOffice).map(({ slug, entry }) => ({
    id: slug,
    city: localize(entry.city, language),
    country: localize(entry.country, language),
    to: localizedPath(officePath(slug), language),
  }));
}

/** Null when no office has that file name: the route answers 404. */
export async function loadOfficePage(
  slug: string,
  language: Language = "en",
): Promise<OfficePageData | null> {
  const [entries, words, trail, team, people, studies] = await Promise.all([
    readCollection("offices"),
    readSingleton("officePage"),
    trailStart(language, paths.contact),
    readCollection("team"),
    loadPeople(language),
    loadCaseStudyList(language),
  ]);
  const found = entries.find((item) => item.slug === slug && isOffice(item));
  if (found === undefined) return null;
  const { entry } = found;
  const city = localize(entry.city, language);
  const country = localize(entry.country, language);
  const { heading, description, map, ...rest } = localizeEntry(words, language);
  const path = officePath(slug);
  const title = fill(heading, { city });
  const sharing = pageSharing(entry.sharing, language);
  const page: PageContent = {
    path,
    title,
    description: fill(description, { city, country }),
    heading: title,
    intro: `${city}${languageSettings[language].comma}${country}`,
    ...(sharing ? { sharing } : {}),
  };
  const based = new Set(team.filter((member) => member.entry.office === slug).map((m) => m.slug));
  const result: OfficePageData = {
    page,
    office: {
      id: slug,
      city,
      country,
      description: finishedText(entry.description, language),
      // An address or hours still marked as a placeholder are left out, as an empty phone is.
      address: finishedText(entry.address, language),
      phone: entry.phone,
      email: entry.email,
      openingHours: finishedText(entry.openingHours, language),
      latitude: entry.latitude ?? 0,
      longitude: entry.longitude ?? 0,
      timeZone: timeZoneWords(entry.timeZone, language, buildTime()),
    },
    words: { ...rest, map: { heading: map.heading, interactive: map.interactive } },
    breadcrumb: [...trail, { name: title, path }],
    people: people
      .filter((person) => based.has(person.id))
      .map(({ id, name, role, portrait }) => ({ id, name, role, portrait, to: personPath(id) })),
    caseStudies: studies.filter((study) => study.office?.id === slug),
    map: {
      src: localizedPath(officeMapPath(slug), language),
      width: staticMap.width,
      height: staticMap.height,
      alt: fill(map.alt, { city, country }),
      to: sectionPath(paths.contact, worldMapAnchor),
    },
    contact: { to: contactAboutPath("office", slug) },
  };
  return localizeLinks(result, language);
}

/** The picture of the office's region, in the page's language (the places' names are in it). */
export async function officeMapSvg(slug: string, language: Language): Promise<string | null> {
  const places = await loadOffices(language);
  const office = places.find((place) => place.id === slug && place.type === "office");
  if (office === undefined) return null;
  const geography = await loadGeography();
  return staticMapSvg({ office, geography, places, rtl: language === "ar", lang: language });
}
