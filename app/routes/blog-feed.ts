// The blog's Atom feed, /blog/feed.xml: pre-rendered to a file at build time, with absolute links
// on the public address the build was made for (SITE_URL). The feed itself: app/seo/feed.ts.
import { blogWords, publishedPosts } from "../cms/posts.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { blogAtomFeed } from "../seo/feed.ts";

export const feedContentType = "application/atom+xml; charset=utf-8";

/** The feed of one language's blog: /blog/feed.xml and /ar/blog/feed.xml. */
export async function loader({ request }: { request: Request }) {
  const language = languageOfRequest(request);
  const [words, posts] = await Promise.all([blogWords(language), publishedPosts(language)]);
  return new Response(blogAtomFeed(language, words, posts), {
    headers: { "Content-Type": feedContentType },
  });
}
