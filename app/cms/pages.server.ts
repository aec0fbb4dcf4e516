import type {
  BannerSlide,
  ClientLogo,
  GalleryImage,
  ImpactFigure,
  NewsItem,
  PageContent,
  TeamMember,
} from "../../common/content-types.ts";
import { formatNumber } from "../../common/format.ts";
import { industryPath, type PagePath, servicePath } from "../../common/paths.ts";
import type { CaseStudyItem, CounterItem, FocusArea, GroupCompany, Person } from "./model/types.ts";
import { pluralWords } from "./plural.server.ts";
import {
  entryLanguage,
  localize,
  localizeEntry,
  personName,
  readCollection,
  readList,
  readSingleton,
  toImage,
} from "./reader.server.ts";
import type { Language, Localized, PluralForms } from "./schema/fields.ts";
import { pageSharing, type SharingValue } from "./sharing.server.ts";
import { networkNames } from "./site.server.ts";
import { finishedText, finishedTexts } from "./unfinished.ts";

type Head = { title: Localized; description: Localized; heading?: Localized; intro?: Localized };

/** `sharing`: the page's own "Sharing and search engines", for the fixed page it is read for. */
export function pageContent(
  path: PagePath | string,
  head: Head,
  language: Language,
  sharing?: SharingValue,
): PageContent {
  const shared = pageSharing(sharing, language);
  return {
    path,
    title: localize(head.title, language),
    description: localize(head.description, language),
    heading: head.heading ? localize(head.heading, language) : "",
    intro: head.intro ? localize(head.intro, language) : "",
    ...(shared ? { sharing: shared } : {}),
  };
}

export const loadServices = (language: Language = "en") => readList("services", language);

export const loadIndustries = (language: Language = "en") => readList("industries", language);

export async function countedLabels(language: Language) {
  const { arabicDigits } = await readSingleton("site");
  const digits = language === "ar" ? arabicDigits : "latin";
  return {
    digits,
    label: (forms: PluralForms, count: number) =>
      pluralWords(forms, language, count, { placeholder: "count", digits }),
  };
}

export async function loadImpactFigures(language: Language = "en"): Promise<ImpactFigure[]> {
  const [entries, { digits, label }] = await Promise.all([
    readCollection("impactFigures"),
    countedLabels(language),
  ]);
  return entries.map(({ slug, entry }) => {
    const value = entry.value ?? 0;
    return {
      id: slug,
      value: `${formatNumber(value, digits)}${entry.suffix}`,
      label: label(entry.label, value),
    };
  });
}

async function loadCounters(language: Language = "en"): Promise<CounterItem[]> {
  const [items, { label }] = await Promise.all([
    readList("counters", language),
    countedLabels(language),
  ]);
  return items.map((item) => {
    const value = item.value ?? 0;
    return { ...item, value, label: label(item.label, value) };
  });
}

export const loadTestimonials = (language: Language = "en") => readList("testimonials", language);

export async function loadClients(language: Language = "en"): Promise<ClientLogo[]> {
  return (await readCollection("clients")).map(({ slug, entry }) => ({
    id: slug,
    name: entry.name,
    logo: toImage(entry.logo, language),
  }));
}

// The home page's data is serialized into the SPA fallback page, so its key stays `name`.
export async function loadCompanies(language: Language = "en"): Promise<GroupCompany[]> {
  return (await readList("companies", language)).map(({ id, title, ...rest }) => ({
    id,
    name: title,
    ...rest,
  }));
}

export async function loadPeople(language: Language = "en"): Promise<Person[]> {
  const [entries, members, offices, networks, site, services, industries] = await Promise.all([
    readCollection("team"),
    readList("team", language),
    readCollection("offices"),
    networkNames(language),
    readSingleton("site"),
    loadServices(language),
    loadIndustries(language),
  ]);
  const raw = new Map(entries.map(({ slug, entry }) => [slug, entry]));
  const cities = new Map(offices.map(({ slug, entry }) => [slug, localize(entry.city, language)]));
  const profileLink = localize(site.profileLink, language);
  const areas = (
    ids: readonly string[],
    list: readonly { id: string; title: string }[],
    pathOf: (slug: string) => string,
  ): FocusArea[] =>
    ids.flatMap((id) => {
      const area = list.find((item) => item.id === id);
      return area ? [{ id, title: area.title, to: pathOf(id) }] : [];
    });
  return members.map(
    ({
      id,
      nameAr: _,
      office,
      portrait: _alt,
      social,
      focusServices,
      focusIndustries,
      ...rest
    }) => {
      const entry = raw.get(id);
      if (entry === undefined) throw new Error(`content/team/${id}.yaml could not be read`);
      const name = personName(entry, language);
      return {
        ...rest,
        id,
        name,
        office: (office && cities.get(office)) ?? "",
        // Unfinished words are left out: the page drops the section, the JSON-LD the property.
        bio: finishedText(entry.bio, language),
        languages: finishedTexts(entry.languages, language),
        portrait: toImage(entry.portrait, language),
        services: areas(focusServices, services, servicePath),
        industries: areas(focusIndustries, industries, industryPath),
        social: social.map(({ network, href }) => ({
          label: profileLink.replace("{name}", name).replace("{network}", networks[network]),
          href: href ?? "",
          icon: network,
        })),
      };
    },
  );
}

export async function loadTeam(language: Language = "en"): Promise<TeamMember[]> {
  return (await loadPeople(language)).map(({ id, name, role, office, portrait, social }) => ({
    id,
    name,
    role,
    office,
    portrait,
    social,
  }));
}

const loadValues = (language: Language = "en") => readList("values", language);

export async function loadNews(language: Language = "en"): Promise<NewsItem[]> {
  const networks = await networkNames(language);
  return (await readCollection("newsItems"))
    .map(({ slug, entry }) => {
      const { own, mark } = entryLanguage(entry, language);
      return {
        id: slug,
        ...mark,
        title: localize(entry.title, own),
        date: entry.date ?? "",
        excerpt: localize(entry.excerpt, own),
        network: networks[entry.network],
        href: entry.href ?? "",
        image: toImage(entry.picture, own),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export async function loadCaseStudies(language: Language = "en"): Promise<CaseStudyItem[]> {
  const [studies, industries, services] = await Promise.all([
    readList("caseStudies", language),
    loadIndustries(language),
    loadServices(language),
  ]);
  const industryName = new Map(industries.map(({ id, title }) => [id, title]));
  const serviceTitle = new Map(services.map(({ id, title }) => [id, title]));
  return studies.map((study) => ({
    ...study,
    industry: industryName.get(study.industry ?? "") ?? "",
    services: study.services.map((id) => serviceTitle.get(id) ?? ""),
  }));
}

export async function loadGallery(language: Language = "en"): Promise<GalleryImage[]> {
  return (await readCollection("galleryImages")).map(({ entry }) => ({
    ...toImage(entry.picture, language),
    caption: localize(entry.caption, language),
  }));
}

async function loadBannerSlides(language: Language = "en"): Promise<BannerSlide[]> {
  return (await readCollection("bannerSlides")).map(({ slug, entry }) => ({
    id: slug,
    heading: localize(entry.heading, language),
    text: localize(entry.text, language),
    image: toImage(entry.picture, language),
    primaryLink: {
      label: localize(entry.primaryLink.label, language),
      to: entry.primaryLink.to,
    },
    secondaryLink: {
      label: localize(entry.secondaryLink.label, language),
      to: entry.secondaryLink.to,
    },
  }));
}

async function newsText(language: Language) {
  const words = await readSingleton("newsPage");
  return { readOn: localize(words.readOn, language), newTab: localize(words.newTab, language) };
}

export async function loadHomePage(language: Language = "en") {
  const [words, slides, services, testimonials, clients, figures, counters, companies, news, text] =
    await Promise.all([
      readSingleton("homePage"),
      loadBannerSlides(language),
      loadServices(language),
      loadTestimonials(language),
      loadClients(language),
      loadImpactFigures(language),
      loadCounters(language),
      loadCompanies(language),
      loadNews(language),
      newsText(language),
    ]);
  const industries = await loadIndustries(language);
  const home = localizeEntry(words, language);
  const first = slides[0];
  if (first === undefined) throw new Error("The home page needs at least one banner slide");
  return {
    // The first slide's heading and text are the page's <h1> and introduction.
    page: {
      ...pageContent("/", words.head, language, words.sharing),
      heading: first.heading,
      intro: first.text,
    },
    banner: { label: home.bannerLabel, slides },
    featureTeasers: home.featureTeasers,
    aboutSummary: home.aboutSummary,
    services: {
      ...home.services,
      services: services
        .filter((service) => service.featured)
        .map((service) => ({ ...service, to: servicePath(service.id) })),
    },
    industries: { ...home.industries, industries },
    testimonials: { ...home.testimonials, testimonials },
    clients: { ...home.clients, logos: clients },
    impact: { ...home.impact, figures },
    counters: { ...home.counters, items: counters },
    companies: { ...home.companies, companies },
    contact: home.contact,
    news: { ...home.news, items: news, text },
  };
}

export async function loadAboutPage(language: Language = "en") {
  const [words, companies, values, team, testimonials] = await Promise.all([
    readSingleton("aboutPage"),
    loadCompanies(language),
    loadValues(language),
    loadTeam(language),
    loadTestimonials(language),
  ]);
  const about = localizeEntry(words, language);
  const { mission, vision, values: valuesTab } = about.tabs;
  return {
    page: pageContent("/about", words.head, language, words.sharing),
    group: about.group,
    companies: { ...about.companies, companies },
    tabs: {
      heading: about.tabs.heading,
      label: about.tabs.label,
      items: [
        { id: "mission", ...mission },
        { id: "vision", ...vision },
        { id: "values", ...valuesTab },
      ],
    },
    values: { ...about.values, values },
    team: { ...about.team, members: team },
    testimonials: { ...about.testimonials, testimonials },
  };
}

export async function loadWhatWeDoPage(language: Language = "en") {
  const [words, services, areaPages] = await Promise.all([
    readSingleton("whatWeDoPage"),
    loadServices(language),
    readSingleton("areaPages"),
  ]);
  const page = localizeEntry(words, language);
  return {
    page: pageContent("/what-we-do", words.head, language, words.sharing),
    services,
    moreOnService: localize(areaPages.words.moreOnService, language),
    timeClock: page.timeClock,
    callToAction: page.callToAction,
  };
}

export async function loadIndustriesPage(language: Language = "en") {
  const [words, industries] = await Promise.all([
    readSingleton("industriesPage"),
    loadIndustries(language),
  ]);
  const page = localizeEntry(words, language);
  return {
    page: pageContent("/industries", words.head, language, words.sharing),
    section: { ...page.section, industries },
    callToAction: page.callToAction,
  };
}

export async function loadImpactPage(language: Language = "en") {
  const [words, figures] = await Promise.all([
    readSingleton("impactPage"),
    loadImpactFigures(language),
  ]);
  const page = localizeEntry(words, language);
  return {
    page: pageContent("/impact", words.head, language, words.sharing),
    figures: { ...page.figures, figures },
  };
}

export async function loadContactPage(language: Language = "en") {
  const words = await readSingleton("contactPage");
  const {
    head: _,
    sharing: _sharing,
    aboutOffice,
    aboutService,
    ...text
  } = localizeEntry(words, language);
  return {
    page: pageContent("/contact", words.head, language, words.sharing),
    text,
    aboutOffice,
    aboutService,
  };
}

export async function loadGalleryPage(language: Language = "en") {
  const [words, images] = await Promise.all([readSingleton("galleryPage"), loadGallery(language)]);
  const page = localizeEntry(words, language);
  return {
    page: pageContent("/gallery", words.head, language, words.sharing),
    gallery: { heading: page.heading, intro: page.hint, images },
  };
}

export async function loadNewsPage(language: Language = "en") {
  const [words, items, text] = await Promise.all([
    readSingleton("newsPage"),
    loadNews(language),
    newsText(language),
  ]);
  return {
    page: pageContent("/news-blogs", words.head, language, words.sharing),
    news: { heading: localize(words.heading, language), items, text },
  };
}

export async function loadPrivacyPage(language: Language = "en") {
  const words = await readSingleton("privacy");
  return { page: pageContent("/privacy", words.head, language, words.sharing) };
}

export async function loadTestPages(language: Language = "en") {
  const words = await readSingleton("testPages");
  const { preloader, carousel } = localizeEntry(words, language);
  return {
    preloader: {
      page: pageContent("/test-preloader", words.preloader.head, language),
      showButton: preloader.showButton,
      hint: preloader.hint,
    },
    carousel: {
      page: pageContent("/test-carousel", words.carousel.head, language),
      ...carousel,
    },
  };
}

export async function loadPageHeads(language: Language = "en"): Promise<PageContent[]> {
  const [home, about, whatWeDo, industries, impact, contact, gallery, news, privacy, tests] =
    await Promise.all([
      loadHomePage(language),
      loadAboutPage(language),
      loadWhatWeDoPage(language),
      loadIndustriesPage(language),
      loadImpactPage(language),
      loadContactPage(language),
      loadGalleryPage(language),
      loadNewsPage(language),
      loadPrivacyPage(language),
      loadTestPages(language),
    ]);
  return [
    home.page,
    about.page,
    whatWeDo.page,
    industries.page,
    impact.page,
    contact.page,
    gallery.page,
    news.page,
    privacy.page,
    tests.preloader.page,
    tests.carousel.page,
  ];
}
