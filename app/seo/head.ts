// Built from loader data only, so the head is the same when pre-rendered and in the browser.
import type { MetaDescriptor } from "react-router";
import type { AreaPageData } from "../../common/area-page.ts";
import type { PageContent, PageSharing } from "../../common/content-types.ts";
import {
  type Language,
  languageSettings,
  languages,
  localizedPath,
  otherLanguage,
  withoutLanguage,
} from "../../common/i18n.ts";
import { imageMimeTypes, imageUrl } from "../../common/images.ts";
import { developerPages, type PagePath, paths, personPath } from "../../common/paths.ts";
import type { SeoFacts } from "../../common/site-data-types.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import type { PersonPageData, SiteData } from "../cms/model/types.ts";
import {
  type ArticleFacts,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  personJsonLd,
  webPageJsonLd,
} from "./json-ld.ts";

const twitterCard = "summary_large_image";

export function siteDataOf(matches: readonly unknown[]): SiteData | undefined {
  for (const match of matches) {
    const { id, loaderData } = (match ?? {}) as { id?: string; loaderData?: unknown };
    if (id === "root") return loaderData as SiteData | undefined;
  }
  return undefined;
}

/** The picture a share card shows, with what the card says of it. */
export type SharedPicture = SeoFacts["shareImage"];

/**
 * The picture a page is shared with, the first there is of: the share picture its entry chose,
 * the entry's own cover (a post's or a case study's cover, a person's portrait), the site's
 * default. Its largest JPEG: not every network that shows shares reads AVIF or WebP.
 */
export function sharedPicture(sharing: PageSharing | undefined, site: SiteData): SharedPicture {
  const own = sharing?.picture ?? sharing?.cover;
  if (own === undefined) return site.seo.shareImage;
  return {
    path: imageUrl(own, own.width, "jpg"),
    alt: own.alt,
    width: own.width,
    height: own.height,
    type: imageMimeTypes.jpg,
  };
}

/** Without the root's data (its loader failed) the page still gets its title and description. */
export function pageMeta(page: PageContent, site: SiteData | undefined): MetaDescriptor[] {
  const name = site?.site.name;
  const title = name ? `${page.title} | ${name}` : page.title;
  const language = site?.language ?? "en";
  // The page's address in English: /home is / again, in either language.
  const english =
    withoutLanguage(page.path) === paths.homeAlias ? paths.home : withoutLanguage(page.path);
  const canonical = absoluteUrl(localizedPath(english, language));
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    // The same page in each language; x-default is the English one.
    ...languages.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(localizedPath(english, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(english) },
  ];
  if (site) {
    const share = sharedPicture(page.sharing, site);
    const image = absoluteUrl(share.path);
    meta.push(
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.site.name },
      { property: "og:locale", content: languageSettings[language].locale },
      {
        property: "og:locale:alternate",
        content: languageSettings[otherLanguage(language)].locale,
      },
      { property: "og:title", content: title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: canonical },
      { property: "og:image", content: image },
      { property: "og:image:type", content: share.type },
      { property: "og:image:width", content: String(share.width) },
      { property: "og:image:height", content: String(share.height) },
      { property: "og:image:alt", content: share.alt },
      { name: "twitter:card", content: twitterCard },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: page.description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: share.alt },
      { "script:ld+json": organizationJsonLd(site) },
      {
        "script:ld+json": webPageJsonLd({
          url: canonical,
          title,
          description: page.description,
          lang: languageSettings[language].lang,
        }),
      },
    );
  }
  // A developer page, or one its entry hides from search engines (in each language).
  if (developerPages.includes(english as PagePath) || page.sharing?.hidden) {
    meta.push({ name: "robots", content: "noindex" });
  }
  return meta;
}

export function routeMeta({
  loaderData,
  matches,
}: {
  loaderData: { page: PageContent } | undefined;
  matches: readonly unknown[];
}): MetaDescriptor[] {
  if (!loaderData) return [];
  return pageMeta(loaderData.page, siteDataOf(matches));
}

export interface BlogHead {
  title: string;
  description: string;
  path: string;
  article?: ArticleFacts;
  /** From the home page to this page, in English paths (the page's language is added). */
  breadcrumb?: { name: string; path: string }[];
  /** The share picture, the post's cover and the hide switch: see `sharedPicture`. */
  sharing?: PageSharing;
}

export function blogMeta(head: BlogHead, site: SiteData | undefined): MetaDescriptor[] {
  const base = pageMeta(
    {
      path: head.path,
      title: head.title,
      description: head.description,
      heading: "",
      intro: "",
      ...(head.sharing ? { sharing: head.sharing } : {}),
    },
    site,
  );
  const siteName = site?.site.name;
  const title = siteName ? `${head.title} | ${siteName}` : head.title;
  const language = site?.language ?? "en";
  const url = absoluteUrl(localizedPath(head.path, language));
  // The picture is pageMeta's, from `head.sharing`.
  const replaced: Record<string, string | undefined> = {
    description: head.description,
    "og:title": title,
    "og:description": head.description,
    "og:url": url,
    "og:type": head.article ? "article" : undefined,
    "twitter:title": title,
    "twitter:description": head.description,
  };
  const meta: MetaDescriptor[] = base.map((descriptor) => {
    if ("title" in descriptor) return { title };
    const key =
      (descriptor as { property?: string; name?: string }).property ??
      (descriptor as { name?: string }).name;
    const value = key === undefined ? undefined : replaced[key];
    return value === undefined ? descriptor : { ...descriptor, content: value };
  });
  if (head.article) {
    meta.push(
      { property: "article:published_time", content: head.article.published },
      {
        "script:ld+json": blogPostingJsonLd(withAuthorUrl(head.article, language), {
          url,
          description: head.description,
          imageUrl: absoluteUrl(head.article.image.url),
          lang: language,
        }),
      },
    );
  }
  if (head.breadcrumb) {
    meta.push({
      "script:ld+json": breadcrumbJsonLd(
        head.breadcrumb.map((step) => ({
          name: step.name,
          url: absoluteUrl(localizedPath(step.path, language)),
        })),
      ),
    });
  }
  return meta;
}

function withAuthorUrl(article: ArticleFacts, language: Language): ArticleFacts {
  if (article.authorUrl || !article.authorId) return article;
  return {
    ...article,
    authorUrl: absoluteUrl(localizedPath(personPath(article.authorId), language)),
  };
}

/** A person's page: the page's head, then the person and the trail to them as structured data. */
export function personMeta(
  data: PersonPageData | undefined,
  site: SiteData | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const meta = pageMeta(data.page, site);
  const { person } = data;
  const language = site?.language ?? "en";
  const url = absoluteUrl(localizedPath(withoutLanguage(data.page.path), language));
  meta.push(
    {
      "script:ld+json": personJsonLd({
        url,
        name: person.name,
        jobTitle: person.role,
        description: person.bio,
        image: absoluteUrl(imageUrl(person.portrait, person.portrait.width, "jpg")),
        workLocation: person.office,
        knowsAbout: [...person.services, ...person.industries].map((area) => area.title),
        knowsLanguage: person.languages,
        sameAs: person.social.map((link) => link.href),
      }),
    },
    {
      "script:ld+json": breadcrumbJsonLd(
        data.breadcrumb.map((step) => ({ name: step.name, url: absoluteUrl(step.path) })),
      ),
    },
  );
  return meta;
}

/** An industry's or a service area's page: the page's head, then the trail to it. */
export function areaMeta(
  data: AreaPageData | undefined,
  site: SiteData | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  return [
    ...pageMeta(data.page, site),
    {
      "script:ld+json": breadcrumbJsonLd(
        data.breadcrumb.map((step) => ({ name: step.name, url: absoluteUrl(step.path) })),
      ),
    },
  ];
}
