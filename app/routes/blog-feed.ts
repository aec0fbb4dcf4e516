import { blogWords, publishedPosts, samplePostNote, samplePostSlugs } from "../cms/posts.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";
import { blogAtomFeed } from "../seo/feed.ts";
import { xmlText } from "../seo/xml.ts";

const feedContentType = "application/atom+xml; charset=utf-8";

export async function loader({ request }: { request: Request }) {
  const language = languageOfRequest(request);
  const [words, posts, samples, note] = await Promise.all([
    blogWords(language),
    publishedPosts(language),
    samplePostSlugs(),
    samplePostNote(language),
  ]);
  // A sample post's article ends with the line saying so, in a feed reader as on its page.
  const articles = posts.map((post) =>
    samples.has(post.slug) ? { ...post, html: `${post.html}<p>${xmlText(note)}</p>` } : post,
  );
  return new Response(blogAtomFeed(language, words, articles), {
    headers: { "Content-Type": feedContentType },
  });
}
