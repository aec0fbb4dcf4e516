// The blog's list: /blog (newest posts) and /blog/page/2, /blog/page/3 … for older ones.
import { data } from "react-router";
import { listPage } from "../../common/blog.ts";
import { blogListPath } from "../../common/paths.ts";
import { blogSharing, blogWords, publishedPosts, summaryOf } from "../cms/posts.server.ts";
import { explaining } from "../cms/problems.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { BlogPosts } from "../sections/blog-posts.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { blogMeta, siteDataOf } from "../seo/head.ts";
import type { Route } from "./+types/blog";

export const loader = explaining(async ({ params, request }: Route.LoaderArgs) => {
  const language = languageOfRequest(request);
  // /blog/page/:page exists only once the posts fill a second page (app/routes.ts).
  const { page: asked } = params as { page?: string };
  const number = asked === undefined ? 1 : Number(asked);
  const [words, posts, sharing] = await Promise.all([
    blogWords(language),
    publishedPosts(language),
    blogSharing(language),
  ]);
  const page = listPage(posts.map(summaryOf), number);
  if (page === null) throw data(null, { status: 404 });
  // The Blog page's share picture and hide switch hold for its further list pages too.
  return { words, ...page, ...(sharing ? { sharing } : {}) };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  blogMeta(
    {
      title:
        loaderData.page > 1
          ? `${loaderData.words.title} · ${loaderData.words.pageLabel} ${loaderData.page}`
          : loaderData.words.title,
      description: loaderData.words.description,
      path: blogListPath(loaderData.page),
      ...(loaderData.sharing ? { sharing: loaderData.sharing } : {}),
    },
    siteDataOf(matches),
  );

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { words, items, page, pages } = loaderData;
  return (
    <>
      <PageHeader
        page={{
          path: blogListPath(page),
          title: words.title,
          description: words.description,
          heading: words.heading,
          intro: words.intro,
        }}
      />
      <BlogPosts words={words} posts={items} page={page} pages={pages} />
    </>
  );
}
