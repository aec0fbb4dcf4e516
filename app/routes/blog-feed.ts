// The blog's Atom feed, /blog/feed.xml: pre-rendered to a file at build time, with absolute links
// on the public address the build was made for (SITE_URL).
import { Feed } from "feed";
import { localizedPath } from "../../common/i18n.ts";
import { imageUrl } from "../../common/images.ts";
import { blogFeed, blogPostPath, paths } from "../../common/paths.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import { blogWords, publishedPosts } from "../cms/posts.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";

export const feedContentType = "application/atom+xml; charset=utf-8";

/** The feed of one language's blog: /blog/feed.xml and /ar/blog/feed.xml. */
export async function loader({ request }: { request: Request }) {
  const language = languageOfRequest(request);
  const url = (path: string) => absoluteUrl(localizedPath(path, language));
  const [words, posts] = await Promise.all([blogWords(language), publishedPosts(language)]);
  const newest = posts[0];
  const feed = new Feed({
    id: url(paths.blog),
    link: url(paths.blog),
    title: words.feedTitle,
    description: words.description,
    language,
    // The newest post's day, so an unchanged blog makes an unchanged feed.
    updated: newest ? new Date(newest.date) : new Date(0),
    feedLinks: { atom: url(blogFeed) },
  });
  for (const post of posts) {
    const address = url(blogPostPath(post.slug));
    feed.addItem({
      id: address,
      link: address,
      title: post.title,
      date: new Date(post.date),
      published: new Date(post.date),
      description: post.summary,
      content: post.html,
      author: [{ name: post.author.name }],
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
      image: {
        url: absoluteUrl(imageUrl(post.cover, post.cover.width, "jpg")),
        type: "image/jpeg",
      },
    });
  }
  return new Response(feed.atom1(), { headers: { "Content-Type": feedContentType } });
}
