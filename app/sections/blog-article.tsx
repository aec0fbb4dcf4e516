import { Fragment } from "react";
import type { Post } from "../../common/blog.ts";
import type { DocumentLink as Document } from "../../common/documents.ts";
import { languageAttributes, languageSettings } from "../../common/i18n.ts";
import { blogPostPath, personPath } from "../../common/paths.ts";
import { DocumentLink } from "../components/document-link.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { useFormats, useLocalizedPath } from "../hooks/use-site-data.ts";
import "./page-header.css";
import "./blog-article.css";

export interface BlogArticleWords {
  byline: string;
  tagsLabel: string;
  industriesLabel: string;
  servicesLabel: string;
  /** Between the items of a list: ", " in English, "، " in Arabic. */
  listSeparator: string;
  previousPost: string;
  nextPost: string;
  postNavigation: string;
}

export interface BlogArticleProps {
  post: Post;
  words: BlogArticleWords;
  /** The next older and next newer post, when there is one. */
  previous?: { slug: string; title: string; lang?: "en" };
  next?: { slug: string; title: string; lang?: "en" };
  /** The post's topics (the News & Blogs filter of each), industries and service areas, linked. */
  areas?: Record<"topics" | "industries" | "services", PostArea[]>;
  /** The article's last line when it is an illustrative example; empty or absent for a real one. */
  note?: string;
  /** The post's PDF to download, when it has one. */
  document?: Document;
}

export interface PostArea {
  id: string;
  title: string;
  to: string;
}

/** A blog post's page: title, date, author, reading time, cover, article and links on. */
export function BlogArticle({
  post,
  words,
  previous,
  next,
  areas,
  note,
  document,
}: BlogArticleProps) {
  const format = useFormats();
  const localized = useLocalizedPath();
  const own = languageAttributes(post);
  return (
    <article className="blog-article">
      <header className="page-header">
        <div className="container">
          <h1 {...own}>{post.title}</h1>
          {/* Each part isolated, so a name or number in the other direction never reorders
              its neighbours. */}
          <p className="blog-article__meta">
            <bdi>
              <time dateTime={post.date}>{format.date(post.date)}</time>
            </bdi>
            {" · "}
            <bdi>
              {words.byline}{" "}
              <a
                className="blog-article__author"
                href={localized(personPath(post.author.id))}
                rel="author"
              >
                {post.author.name}
              </a>
              {post.author.role && (
                <>
                  {words.listSeparator}
                  {post.author.role}
                </>
              )}
            </bdi>
            {" · "}
            <bdi>{post.readingTime}</bdi>
          </p>
        </div>
      </header>
      <div className="container blog-article__container">
        <ResponsiveImage
          image={post.cover}
          sizes="(min-width: 820px) 760px, 92vw"
          priority
          className="blog-article__cover"
        />
        <p className="blog-article__summary" {...own}>
          {post.summary}
        </p>
        <div
          className="blog-article__body"
          {...own}
          // The article's HTML is made at build time from the editor's Markdoc (posts.server.ts);
          // Markdoc escapes text and writes only the tags of its own nodes.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from trusted content at build time.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        {document && <DocumentLink document={document} />}
        {/* In the page's language and ordinary type, once, where the article ends. */}
        {note && <p className="blog-article__note">{note}</p>}
        {areas === undefined
          ? post.tags.length > 0 && (
              <p className="blog-article__tags">
                {words.tagsLabel}:{" "}
                <span {...own}>
                  {post.tags.join(
                    post.lang ? languageSettings[post.lang].comma : words.listSeparator,
                  )}
                </span>
              </p>
            )
          : (
              [
                [words.tagsLabel, areas.topics, own],
                [words.industriesLabel, areas.industries, {}],
                [words.servicesLabel, areas.services, {}],
              ] as const
            ).map(
              ([label, links, lang]) =>
                links.length > 0 && (
                  <p key={label} className="blog-article__tags">
                    {label}:{" "}
                    {links.map((link, index) => (
                      <Fragment key={link.id}>
                        {index > 0 && words.listSeparator}
                        <a href={link.to} {...lang}>
                          {link.title}
                        </a>
                      </Fragment>
                    ))}
                  </p>
                ),
            )}
        {(previous || next) && (
          <nav className="blog-article__pager" aria-label={words.postNavigation}>
            {previous && (
              <a href={localized(blogPostPath(previous.slug))} rel="prev">
                <span className="blog-article__pager-label">{words.previousPost}</span>
                <span {...languageAttributes(previous)}>{previous.title}</span>
              </a>
            )}
            {next && (
              <a href={localized(blogPostPath(next.slug))} rel="next">
                <span className="blog-article__pager-label">{words.nextPost}</span>
                <span {...languageAttributes(next)}>{next.title}</span>
              </a>
            )}
          </nav>
        )}
      </div>
    </article>
  );
}
