import { pageLoader } from "../cms/page-loader.server.ts";
import { loadAboutPage } from "../cms/pages.server.ts";
import { aboutTestimonialsSetupMs } from "../features/carousel/carousel-settings.ts";
import { Island } from "../islands/island.tsx";
import { GroupCompanies } from "../sections/group-companies.tsx";
import { MissionTabs } from "../sections/mission-tabs.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { ProseSection } from "../sections/prose-section.tsx";
import { TeamGrid } from "../sections/team-grid.tsx";
import { Testimonials } from "../sections/testimonials.tsx";
import { ValuesList } from "../sections/values-list.tsx";
import { routeMeta } from "../seo/head.ts";
import type { Route } from "./+types/about";

/** The about page's words and lists, read from content/ at pre-render. */
export const loader = pageLoader(loadAboutPage);

export const meta = routeMeta;

export default function AboutPage({ loaderData: about }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={about.page} />
      <ProseSection {...about.group} />
      <GroupCompanies {...about.companies} tone="alt" />
      <Island name="missionTabs" component={MissionTabs} props={about.tabs} />
      <ValuesList {...about.values} />
      <TeamGrid {...about.team} />
      <Island
        name="testimonials"
        component={Testimonials}
        props={{ ...about.testimonials, setupDelayMs: aboutTestimonialsSetupMs }}
      />
    </>
  );
}
