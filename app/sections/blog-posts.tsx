import type { PostSummary } from "../../common/blog.ts";
import { languageAttributes } from "../../common/i18n.ts";
import { blogListPath, blogPostPath } from "../../common/paths.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { useFormats, useLocalizedPath } from "../hooks/use-site-data.ts";
import { TitledSection } from "./titled-section.tsx";
import "./blog-posts.css";

export interface BlogListWords {
  listHeading: string;
  byline: string;
  readMore: string;
  olderPosts: string;
  newerPosts: string;
  pageLabel: string;
  listNavigation: string;
}

export interface BlogPostsProps {
  words: BlogListWords;
  posts: readonly PostSummary[];
  /** 1-based page of the list, and how many there are. */
  page: number;
  pages: number;
}

/** One page of the blog's list, newest first: a card per post, then links to the other pages. */
export function BlogPosts({ words, posts, page, pages }: BlogPostsProps) {
  const format = useFormats();
  const localized = useLocalizedPath();
  const heading =
    page > 1 ? `${words.listHeading} · ${words.pageLabel} ${page}` : words.listHeading;
  return (
    <TitledSection heading={heading}>
      <ul className="blog-posts">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="blog-post" aria-labelledby={`post-${post.slug}`}>
              <ResponsiveImage
                image={post.cover}
                sizes="(min-width: 900px) 400px, 92vw"
                className="blog-post__image"
              />
              <div className="blog-post__body">
                <h3 id={`post-${post.slug}`} {...languageAttributes(post)}>
                  <a href={localized(blogPostPath(post.slug))}>{post.title}</a>
                </h3>
                {/* Each part isolated, so a name or number in the other direction never
                    reorders its neighbours. */}
                <p className="blog-post__meta">
                  <bdi>
                    <time dateTime={post.date}>{format.date(post.date)}</time>
                  </bdi>
                  {" · "}
                  <bdi>
                    {words.byline} {post.author.name}
                  </bdi>
                  {" · "}
                  <bdi>{post.readingTime}</bdi>
                </p>
                <p className="blog-post__excerpt" {...languageAttributes(post)}>
                  {post.summary}
                </p>
                <a
                  className="blog-post__more"
                  href={localized(blogPostPath(post.slug))}
                  aria-describedby={`post-${post.slug}`}
                >
                  {words.readMore}
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="blog-pages" aria-label={words.listNavigation}>
          {page > 1 && (
            <a href={localized(blogListPath(page - 1))} rel="prev">
              {words.newerPosts}
            </a>
          )}
          {page < pages && (
            <a href={localized(blogListPath(page + 1))} rel="next">
              {words.olderPosts}
            </a>
          )}
        </nav>
      )}
    </TitledSection>
  );
}
