// Each case study's own page, /impact/<slug>, and the Impact page's list of them with its filters,
// /impact/industry/<slug> and /impact/service/<slug>: one pre-rendered page per filter.
import type {
  CaseStudy,
  CaseStudyCard,
  CaseStudyList,
  CaseStudyPageData,
  Crumb,
  FilterLink,
  ImpactFilter,
} from "../../common/case-study-types.ts";
import type { PageContent } from "../../common/content-types.ts";
import { formatNumber } from "../../common/format.ts";
import { languageSettings } from "../../common/i18n.ts";
import {
  caseStudyPath,
  impactFilterPath,
  industryPath,
  officePath,
  paths,
  personPath,
  servicePath,
} from "../../common/paths.ts";
import { fill } from "../../common/site-data-types.ts";
import { pagePaths } from "./content-pages.server.ts";
import {
  countedLabels,
  loadImpactPage,
  loadIndustries,
  loadPeople,
  loadServices,
  pageContent,
} from "./pages.server.ts";
import {
  entryLanguage,
  localize,
  localizeEntry,
  localizeLinks,
  readCollection,
  readSingleton,
  toImage,
} from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";
import { entrySharing } from "./sharing.server.ts";
import { trailStart } from "./trail.server.ts";

export const impactFilters: readonly ImpactFilter[] = ["industry", "service"];

/** Ticked "Sample" in the editor: an illustrative example, which its page and lists say once. */
type Listed = CaseStudy & { sample: boolean };

/**
 * The one line under a list of case studies that says which are illustrative examples: every one
 * ("Illustrative examples: …"), some by their titles, or none (""). Said once, at the list's end
 * (docs/product.md, "Unfinished text").
 */
export function samplesNote(
  studies: readonly { title: string; sample?: boolean }[],
  words: { sampleNote: string; someSamplesNote: string },
  language: Language,
): string {
  const samples = studies.filter((study) => study.sample);
  if (samples.length === 0) return "";
  if (samples.length === studies.length) return words.sampleNote;
  return fill(words.someSamplesNote, {
    titles: samples.map((study) => study.title).join(languageSettings[language].comma),
  });
}

/** Every case study in the editor's order, with its names, links and figures in the language. */
export async function loadCaseStudyList(language: Language = "en"): Promise<Listed[]> {
  const [entries, industries, services, offices, testimonials, people, { digits, label }] =
    await Promise.all([
      readCollection("caseStudies"),
      loadIndustries(language),
      loadServices(language),
      readCollection("offices"),
      readCollection("testimonials"),
      loadPeople(language),
      countedLabels(language),
    ]);
  const industryTitle = new Map(industries.map(({ id, title }) => [id, title]));
  const serviceTitle = new Map(services.map(({ id, title }) => [id, title]));
  const officeCity = new Map(offices.map(({ slug, entry }) => [slug, entry.city]));
  const quotes = new Map(testimonials.map(({ slug, entry }) => [slug, entry]));
  return entries.map(({ slug, entry }) => {
    const industry = entry.industry ?? "";
    const office = entry.office ? officeCity.get(entry.office) : undefined;
    const quote = entry.quote ? quotes.get(entry.quote) : undefined;
    const study: Listed = {
      id: slug,
      sample: entry.sample === true,
      title: localize(entry.title, language),
      client: localize(entry.client, language),
      industry: {
        id: industry,
        name: industryTitle.get(industry) ?? "",
        to: industryPath(industry),
      },
      services: entry.services.map((id) => ({
        id,
        name: serviceTitle.get(id) ?? "",
        to: servicePath(id),
      })),
      figures: entry.figures.map((figure) => {
        const value = figure.value ?? 0;
        return {
          value: `${formatNumber(value, digits)}${figure.unit}`,
          label: label(figure.label, value),
        };
      }),
      cover: toImage(entry.cover, language),
      to: caseStudyPath(slug),
      challenge: localize(entry.challenge, language),
      approach: localize(entry.approach, language),
      result: localize(entry.result, language),
      people: entry.people.flatMap((id) => {
        const person = people.find((member) => member.id === id);
        return person
          ? [
              {
                id,
                name: person.name,
                role: person.role,
                portrait: person.portrait,
                to: personPath(id),
              },
            ]
          : [];
      }),
    };
    if (entry.office && office) {
      study.office = {
        id: entry.office,
        name: localize(office, language),
        to: officePath(entry.office),
      };
    }
    if (quote) {
      const { own, mark } = entryLanguage(quote, language);
      study.quote = {
        quote: localize(quote.quote, own),
        role: localize(quote.role, own),
        organisation: localize(quote.organisation, own),
        ...mark,
      };
    }
    return study;
  });
}

async function impactWords(language: Language) {
  const [words, trail] = await Promise.all([
    readSingleton("impactPage"),
    trailStart(language, paths.impact),
  ]);
  return { words, impact: localizeEntry(words, language), trail };
}

/** Null when no case study has that file name: the route answers 404. */
export async function loadCaseStudyPage(
  slug: string,
  language: Language = "en",
): Promise<CaseStudyPageData | null> {
  const [list, { words, impact, trail }, { label }] = await Promise.all([
    loadCaseStudyList(language),
    impactWords(language),
    countedLabels(language),
  ]);
  const found = list.find((item) => item.id === slug);
  if (found === undefined) return null;
  const { sample, ...study } = found;
  const sharing = await entrySharing("caseStudies", slug, language, study.cover);
  // "Service area" for one, "Service areas" for more: a plural text, chosen by their number.
  const { services: _forms, sampleNote, ...pageWords } = impact.caseStudyPage;
  const path = caseStudyPath(slug);
  const page: PageContent = {
    path,
    title: study.title,
    description: study.result,
    heading: study.title,
    intro: study.client,
    ...(sharing ? { sharing } : {}),
  };
  const breadcrumb: Crumb[] = [...trail, { name: study.title, path }];
  return localizeLinks(
    {
      page,
      study,
      words: {
        ...pageWords,
        services: label(words.caseStudyPage.services, study.services.length),
        challenge: impact.caseStudies.challenge,
        approach: impact.caseStudies.approach,
      },
      // Said once, at the page's end; a real case study has none.
      note: sample ? sampleNote : "",
      breadcrumb,
    },
    language,
  );
}

export interface ImpactListPage {
  page: PageContent;
  /** The Impact page's own figures; a filter page leaves them out. */
  figures?: Awaited<ReturnType<typeof loadImpactPage>>["figures"];
  /** A filter page's trail (Home › Impact › the filter), shown above its heading; /impact has none. */
  breadcrumb?: Crumb[];
  /** The trail's name for screen readers. */
  breadcrumbLabel?: string;
  caseStudies: CaseStudyList;
}

interface Narrowing {
  filter: ImpactFilter;
  slug: string;
}

/** /impact itself, or one of its filter pages; null for a filter no case study has (404). */
export async function loadImpactList(
  language: Language = "en",
  narrowing?: Narrowing,
): Promise<ImpactListPage | null> {
  const [impactPage, studies, { words, impact, trail }, industries, services] = await Promise.all([
    loadImpactPage(language),
    loadCaseStudyList(language),
    impactWords(language),
    loadIndustries(language),
    loadServices(language),
  ]);
  const { label } = await countedLabels(language);
  const count = (n: number) => label(words.filters.count, n);
  const matches = (study: CaseStudyCard, { filter, slug }: Narrowing) =>
    filter === "industry"
      ? study.industry.id === slug
      : study.services.some((service) => service.id === slug);
  const isCurrent = (filter: ImpactFilter, slug: string) =>
    narrowing?.filter === filter && narrowing.slug === slug;
  const links = (filter: ImpactFilter, areas: readonly { id: string; title: string }[]) =>
    areas.flatMap(({ id, title }): FilterLink[] => {
      const n = studies.filter((study) => matches(study, { filter, slug: id })).length;
      if (n === 0) return [];
      return [
        {
          name: title,
          count: count(n),
          to: impactFilterPath(filter, id),
          current: isCurrent(filter, id),
        },
      ];
    });
  const groups = [
    {
      id: "industry" as const,
      label: impact.filters.byIndustry,
      links: links("industry", industries),
    },
    { id: "service" as const, label: impact.filters.byService, links: links("service", services) },
  ];
  const current = groups
    .find((group) => group.id === narrowing?.filter)
    ?.links.find((link) => link.current);
  if (narrowing && current === undefined) return null;
  const { heading, intro } = impact.caseStudies;
  const shown = narrowing ? studies.filter((study) => matches(study, narrowing)) : studies;
  const list: CaseStudyList = {
    heading,
    // It speaks of the figures above the list, which only /impact itself shows.
    ...(narrowing ? {} : { intro }),
    note: samplesNote(shown, impact.caseStudies, language),
    filters: {
      label: impact.filters.label,
      all: {
        name: impact.filters.all,
        count: count(studies.length),
        to: paths.impact,
        current: narrowing === undefined,
      },
      groups,
    },
    studies: shown.map(({ sample: _, ...card }) => card),
  };
  if (narrowing === undefined || current === undefined) {
    return localizeLinks(
      { page: impactPage.page, figures: impactPage.figures, caseStudies: list },
      language,
    );
  }
  const area =
    narrowing.filter === "industry"
      ? industries.find((item) => item.id === narrowing.slug)?.description
      : services.find((item) => item.id === narrowing.slug)?.summary;
  const path = impactFilterPath(narrowing.filter, narrowing.slug);
  const title = impact.filters.title.replace("{name}", current.name);
  const page: PageContent = {
    ...pageContent(path, words.head, language),
    title,
    description: impact.filters.description.replace("{name}", current.name),
    heading: title,
    intro: area ?? "",
  };
  return localizeLinks(
    {
      page,
      breadcrumb: [...trail, { name: title, path }],
      breadcrumbLabel: impact.caseStudyPage.breadcrumb,
      caseStudies: list,
    },
    language,
  );
}

/** Case studies' pages, then the filters' (only for what has a case study). */
export async function caseStudyPrerenderPaths(): Promise<string[]> {
  return (await Promise.all([pagePaths("caseStudy"), pagePaths("impactFilter")])).flat();
}
