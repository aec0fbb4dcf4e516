// The blog's head tags: the site's usual tags for /blog (app/config/meta.ts), with this page's own
// title, description, address and, for a post, its cover as the share picture and a BlogPosting.
import type { MetaDescriptor } from "react-router";
import { localizedPath } from "../../../common/i18n.ts";
import { paths } from "../../../common/paths.ts";
import type { SiteData } from "../../../common/site-data-types.ts";
import { absoluteUrl } from "../../../common/site-url.ts";
import { pageMeta } from "../../config/meta.ts";

export interface BlogHead {
  title: string;
  description: string;
  /** This page's path, e.g. "/blog/page/2". */
  path: string;
  /** For a post: its share picture and its article facts. */
  article?: {
    image: { url: string; alt: string; width: number; height: number; type: string };
    published: string;
    author: { name: string; role: string };
    headline: string;
    tags: string[];
    /** The article's own language when it is not the page's (an English-only post). */
    lang?: string;
  };
}

export function blogMeta(head: BlogHead, site: SiteData | undefined): MetaDescriptor[] {
  const base = pageMeta(
    { path: head.path, title: head.title, description: head.description, heading: "", intro: "" },
    site,
  );
  const siteName = site?.site.name;
  const title = siteName ? `${head.title} | ${siteName}` : head.title;
  const language = site?.language ?? "en";
  const url = absoluteUrl(localizedPath(head.path, language));
  const image = head.article?.image;
  const imageUrl = image ? absoluteUrl(image.url) : undefined;
  const replaced: Record<string, string | undefined> = {
    description: head.description,
    "og:title": title,
    "og:description": head.description,
    "og:url": url,
    "og:type": head.article ? "article" : undefined,
    "og:image": imageUrl,
    "og:image:type": image?.type,
    "og:image:width": image && String(image.width),
    "og:image:height": image && String(image.height),
    "og:image:alt": image?.alt,
    "twitter:title": title,
    "twitter:description": head.description,
    "twitter:image": imageUrl,
    "twitter:image:alt": image?.alt,
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
    const { article } = head;
    meta.push(
      { property: "article:published_time", content: article.published },
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          "@id": `${url}#post`,
          headline: article.headline,
          description: head.description,
          datePublished: article.published,
          url,
          mainEntityOfPage: url,
          image: imageUrl,
          keywords: article.tags.join(", ") || undefined,
          author: {
            "@type": "Person",
            name: article.author.name,
            jobTitle: article.author.role || undefined,
          },
          publisher: { "@id": `${absoluteUrl(paths.home)}#organization` },
          inLanguage: article.lang ?? language,
        },
      },
    );
  }
  return meta;
}
