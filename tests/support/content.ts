import {
  loadAboutPage,
  loadCaseStudies,
  loadCompanies,
  loadContactPage,
  loadGallery,
  loadHomePage,
  loadImpactFigures,
  loadIndustries,
  loadNews,
  loadPageHeads,
  loadServices,
  loadTeam,
  loadTestPages,
} from "../../app/cms/pages.server.ts";
import { blogWords, publishedPosts } from "../../app/cms/posts.server.ts";
import type { PageContent } from "../../common/content-types.ts";
import { paths } from "../../common/paths.ts";
import { translator } from "../../common/ui-plural-messages.ts";
import { siteData } from "./site-data.ts";

const blog = await blogWords();

export const t = translator("en", "latin", siteData.messages);

export const pages: Record<string, PageContent> = Object.fromEntries(
  [
    ...(await loadPageHeads()),
    {
      path: paths.blog,
      title: blog.title,
      description: blog.description,
      heading: blog.heading,
      intro: blog.intro,
    },
  ].map((page) => [page.path, page]),
);
pages[paths.homeAlias] = pages[paths.home]!;

export const site = { ...siteData.site, description: siteData.seo.description };

export const home = await loadHomePage();
export const about = await loadAboutPage();
export const contactPage = (await loadContactPage()).text;
export const testPages = await loadTestPages();
export const serviceAreas = await loadServices();
export const industries = await loadIndustries();
export const impactFigures = await loadImpactFigures();
export const caseStudies = await loadCaseStudies();
export const groupCompanies = await loadCompanies();
export const teamMembers = await loadTeam();
export const galleryImages = await loadGallery();
export const newsItems = await loadNews();
export const blogPosts = await publishedPosts();

export const carouselText = {
  ...siteData.carousel,
  goToSlide: (position: number) => t("carousel.goToSlide", { position }),
  slideLabel: (position: number, total: number) => t("carousel.slideLabel", { position, total }),
};
