import { paths } from "../../common/paths.ts";
import { newsImages } from "../../content/images.ts";
import { newsItems, newsPage } from "../../content/news.ts";
import { pages } from "../../content/pages.ts";
import { pageMeta } from "../config/meta.ts";
import { LatestNews } from "../sections/latest-news.tsx";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.newsBlogs);

export default function NewsBlogsPage() {
  return (
    <>
      <PageHeader page={pages[paths.newsBlogs]} />
      <LatestNews
        heading={newsPage.heading}
        items={newsItems}
        images={newsImages}
        readOn={newsPage.readOn}
        newTab={newsPage.newTab}
      />
    </>
  );
}
