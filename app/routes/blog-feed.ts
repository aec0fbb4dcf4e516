import { blogWords, publishedPosts } from "../cms/posts.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { blogAtomFeed } from "../seo/feed.ts";

const feedContentType = "application/atom+xml; charset=utf-8";

export async function loader({ request }: { request: Request }) {
  const language = languageOfRequest(request);
  const [words, posts] = await Promise.all([blogWords(language), publishedPosts(language)]);
  return new Response(blogAtomFeed(language, words, posts), {
    headers: { "Content-Type": feedContentType },
  });
}
