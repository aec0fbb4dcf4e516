import { paths } from "../../common/paths.ts";
import { blogPosts, blogSection } from "../../content/blog.ts";
import { pages } from "../../content/pages.ts";
import { pageMeta } from "../config/meta.ts";
import { BlogPosts } from "../sections/blog-posts.tsx";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.blog);

export default function BlogPage() {
  return (
    <>
      <PageHeader page={pages[paths.blog]} />
      <BlogPosts
        heading={blogSection.heading}
        note={blogSection.sampleNote}
        byline={blogSection.byline}
        posts={blogPosts}
      />
    </>
  );
}
