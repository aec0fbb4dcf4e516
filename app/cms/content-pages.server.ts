// The pages that follow from content entries rather than from the fixed list in common/paths.ts
// (the blog's posts aside: they carry their own dates into the sitemap). The pre-render, the
// sitemap and the tests read this one list, so a new kind of page is added here once.
import { areaPrerenderPaths } from "./areas.server.ts";
import { caseStudyPrerenderPaths } from "./case-studies.server.ts";
import { insightsPrerenderPaths } from "./insights.server.ts";
import { officePagePaths } from "./offices.server.ts";
import { peoplePrerenderPaths } from "./people.server.ts";

/** In English; each has its Arabic twin under /ar. */
export async function contentPagePaths(): Promise<string[]> {
  const kinds = await Promise.all([
    peoplePrerenderPaths(),
    caseStudyPrerenderPaths(),
    officePagePaths(),
    insightsPrerenderPaths(),
    areaPrerenderPaths(),
  ]);
  return kinds.flat();
}
