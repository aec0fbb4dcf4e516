import type { MetaDescriptor } from "react-router";
import { pages } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import { developerPages, type PagePath } from "./paths.ts";

/** The <title>, description and robots tags of a page, from the content folder. */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const page = pages[path];
  const meta: MetaDescriptor[] = [
    { title: `${page.title} | ${site.name}` },
    { name: "description", content: page.description },
  ];
  if (developerPages.includes(path)) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
