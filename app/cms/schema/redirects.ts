// Only the hand-written redirects: a publish adds the blog's own (server/admin/redirects.ts).
import { singleton } from "@keystatic/core";
import { redirectList } from "./fields.ts";

export const redirects = singleton({
  label: "Redirects",
  path: "content/redirects",
  format: { data: "yaml" },
  schema: {
    redirects: redirectList(
      "Old addresses and where they lead",
      "When a page's address changes, its old address keeps working: visitors, bookmarks and search engines are sent to the new page (a permanent redirect). Publish adds a line here by itself when a blog post's address changes or a post is deleted; add others by hand.",
    ),
  },
});

export const singletons = { redirects };
