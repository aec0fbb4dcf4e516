import { paths } from "../../common/paths.ts";
import {
  aboutCompanies,
  aboutGroup,
  aboutTabs,
  aboutTeam,
  aboutTestimonials,
  aboutValues,
} from "../../content/about.ts";
import { groupCompanies } from "../../content/companies.ts";
import { teamPortraits } from "../../content/images.ts";
import { pages } from "../../content/pages.ts";
import { teamMembers } from "../../content/team.ts";
import { testimonials } from "../../content/testimonials.ts";
import { pageMeta } from "../config/meta.ts";
import { aboutTestimonialsSetupMs } from "../features/carousel/carousel-settings.ts";
import { GroupCompanies } from "../sections/group-companies.tsx";
import { MissionTabs } from "../sections/mission-tabs.tsx";
import { PageHeader } from "../sections/page-header.tsx";
import { ProseSection } from "../sections/prose-section.tsx";
import { TeamGrid } from "../sections/team-grid.tsx";
import { Testimonials } from "../sections/testimonials.tsx";
import { ValuesList } from "../sections/values-list.tsx";

export const meta = () => pageMeta(paths.about);

export default function AboutPage() {
  return (
    <>
      <PageHeader page={pages[paths.about]} />
      <ProseSection heading={aboutGroup.heading} paragraphs={aboutGroup.paragraphs} />
      <GroupCompanies
        heading={aboutCompanies.heading}
        intro={aboutCompanies.intro}
        companies={groupCompanies}
        tone="alt"
      />
      <MissionTabs heading={aboutTabs.heading} label={aboutTabs.label} items={aboutTabs.items} />
      <ValuesList heading={aboutValues.heading} values={aboutValues.items} />
      <TeamGrid
        heading={aboutTeam.heading}
        intro={aboutTeam.intro}
        members={teamMembers}
        portraits={teamPortraits}
      />
      <Testimonials
        heading={aboutTestimonials.heading}
        carouselLabel={aboutTestimonials.carouselLabel}
        testimonials={testimonials}
        setupDelayMs={aboutTestimonialsSetupMs}
      />
    </>
  );
}
