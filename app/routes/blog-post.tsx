// A blog post's own page, /blog/<slug>, pre-rendered for every published post.
import { data } from "react-router";
import { imageUrl } from "../../common/images.ts";
import { blogPostPath, paths } from "../../common/paths.ts";
import { entryDocument } from "../cms/documents.server.ts";
import { postAreas } from "../cms/insights.server.ts";
import { blogWords, publishedPosts, samplePostNote, samplePostSlugs } from "../cms/posts.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest, localizeLinks } from "../cms/reader.server.ts";
import { entrySharing } from "../cms/sharing.server.ts";
import { trailStart } from "../cms/trail.server.ts";
import { BlogArticle } from "../sections/blog-article.tsx";
import { blogMeta, siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/blog-post";

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const language = languageOfRequest(request);
  const [words, posts] = await Promise.all([blogWords(language), publishedPosts(language)]);
  const index = posts.findIndex((post) => post.slug === params.slug);
  const post = posts[index];
  if (post === undefined) throw data(null, { status: 404 });
  // The list is newest first: the previous post is the next older one.
  const older = posts[index + 1];
  const newer = posts[index - 1];
  const link = (other: typeof post | undefined) =>
    other && { slug: other.slug, title: other.title, ...(other.lang ? { lang: other.lang } : {}) };
  const [areas, trail, samples, sampleNote, document, sharing] = await Promise.all([
    postAreas(post.slug, language),
    trailStart(language, paths.newsBlogs),
    samplePostSlugs(),
    samplePostNote(language),
    entryDocument("posts", post.slug, language),
    // In the post's own language, as its cover: an English-only post is English on /ar too.
    entrySharing("posts", post.slug, post.lang ?? language, post.cover),
  ]);
  // The post sits under News & Blogs, which lists it; the blog's own list is one way among others.
  const breadcrumb = [...trail, { name: post.title, path: blogPostPath(post.slug) }];
  return {
    words,
    post,
    previous: link(older),
    next: link(newer),
    areas: localizeLinks(areas, language),
    breadcrumb,
    // Said once, at the article's end; a real post has none.
    note: samples.has(post.slug) ? sampleNote : "",
    ...(document ? { document } : {}),
    ...(sharing ? { sharing } : {}),
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { post, breadcrumb, sharing } = loaderData;
  // JSON-LD takes the cover's largest JPEG: not every reader takes AVIF or WebP. A share card takes
  // the post's share picture, else this cover (app/seo/head.ts, sharedPicture).
  return blogMeta(
    {
      title: post.title,
      description: post.summary,
      path: blogPostPath(post.slug),
      article: {
        image: {
          url: imageUrl(post.cover, post.cover.width, "jpg"),
          alt: post.cover.alt,
          width: post.cover.width,
          height: post.cover.height,
          type: "image/jpeg",
        },
        published: post.date,
        author: post.author,
        authorId: post.author.id,
        headline: post.title,
        tags: post.tags,
        ...(post.lang ? { lang: post.lang } : {}),
      },
      breadcrumb,
      ...(sharing ? { sharing } : {}),
    },
    siteDataOf(matches),
  );
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { words, post, previous, next, areas, note, document } = loaderData;
  return (
    <BlogArticle
      post={post}
      words={words}
      previous={previous}
      next={next}
      areas={areas}
      note={note}
      document={document}
    />
  );
}
