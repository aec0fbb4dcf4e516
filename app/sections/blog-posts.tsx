import type { BlogPost } from "../../content/blog.ts";
import { formatDate } from "../../content/format.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./blog-posts.css";

export interface BlogPostsProps {
  heading: string;
  note: string;
  byline: string;
  posts: readonly BlogPost[];
}

/** Blog posts in full, newest first; each article's id is its post's id. */
export function BlogPosts({ heading, note, byline, posts }: BlogPostsProps) {
  return (
    <TitledSection heading={heading}>
      <p className="blog-posts__note">{note}</p>
      <div className="blog-posts">
        {posts.map((post) => (
          <article key={post.id} id={post.id} className="blog-post">
            {post.image && (
              <ResponsiveImage
                image={post.image}
                sizes="(min-width: 900px) 400px, 92vw"
                className="blog-post__image"
              />
            )}
            <div className="blog-post__body">
              <h3>{post.title}</h3>
              <p className="blog-post__meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                {" · "}
                {byline} {post.author}
              </p>
              <p className="blog-post__excerpt">{post.excerpt}</p>
              {post.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}
