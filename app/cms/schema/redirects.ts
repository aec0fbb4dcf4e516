// The site's redirects: old addresses that lead to a new page (docs/product.md, "Redirects"). A
// publish adds the blog's own: a post whose address changed, or that was deleted, leads from its
// old address to its new one, or to the blog (server/admin/redirects.ts). Both languages follow one
// entry (common/redirects.ts).
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
