import { pages } from "../../content/pages.ts";
import { pageMeta } from "../config/meta.ts";
import { paths } from "../config/paths.ts";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.newsBlogs);

export default function NewsBlogsPage() {
  return <PageHeader page={pages[paths.newsBlogs]} />;
}
