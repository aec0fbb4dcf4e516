// The blog's Atom feed, /blog/feed.xml: pre-rendered to a file at build time, with absolute links
// on the public address the build was made for (SITE_URL).
import { localizedPath } from "../../common/i18n.ts";
import { imageUrl } from "../../common/images.ts";
import { blogFeed, blogPostPath, paths } from "../../common/paths.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import { atomFeed } from "../cms/atom.server.ts";
import { blogWords, publishedPosts } from "../cms/posts.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";

export const feedContentType = "application/atom+xml; charset=utf-8";

/** The feed of one language's blog: /blog/feed.xml and /ar/blog/feed.xml. */
export async function loader({ request }: { request: Request }) {
  const language = languageOfRequest(request);
  const url = (path: string) => absoluteUrl(localizedPath(path, language));
  const [words, posts] = await Promise.all([blogWords(language), publishedPosts(language)]);
  const newest = posts[0];
  const xml = atomFeed({
    id: url(paths.blog),
    title: words.feedTitle,
    subtitle: words.description,
    language,
    // The newest post's day, so an unchanged blog makes an unchanged feed.
    updated: newest ? new Date(newest.date) : new Date(0),
    alternate: url(paths.blog),
    self: url(blogFeed),
    entries: posts.map((post) => ({
      id: url(blogPostPath(post.slug)),
      link: url(blogPostPath(post.slug)),
      title: post.title,
      published: new Date(post.date),
      updated: new Date(post.date),
      summary: post.summary,
      contentHtml: post.html,
      authors: [post.author.name],
      categories: post.tags,
      enclosure: {
        href: absoluteUrl(imageUrl(post.cover, post.cover.width, "jpg")),
        type: "image/jpeg",
      },
    })),
  });
  return new Response(xml, { headers: { "Content-Type": feedContentType } });
}
