import { config } from "@keystatic/core";
import * as acknowledgementSchema from "./schema/acknowledgement.ts";
import * as areaPagesSchema from "./schema/area-pages.ts";
import * as collectionsSchema from "./schema/collections.ts";
import * as officePageSchema from "./schema/office-page.ts";
import * as pagesSchema from "./schema/pages.ts";
import * as postsSchema from "./schema/posts.ts";
import * as redirectsSchema from "./schema/redirects.ts";
import * as siteSchema from "./schema/site.ts";
import { editorStorage } from "./storage.ts";

export const contentConfig = config({
  storage: editorStorage(),
  ui: {
    brand: { name: "Website content" },
    // The editor's menu, in the site's words. Left out: the developer test pages (their content
    // serves the site's own tests, at /keystatic/singleton/testPages for whoever needs it).
    navigation: {
      Pages: [
        "homePage",
        "aboutPage",
        "whatWeDoPage",
        "industriesPage",
        "areaPages",
        "impactPage",
        "newsPage",
        "blogPage",
        "galleryPage",
        "contactPage",
        "officePage",
        "privacy",
      ],
      "Blog and news": ["posts", "newsItems"],
      "Lists shown on the pages": [
        "bannerSlides",
        "counters",
        "services",
        "industries",
        "impactFigures",
        "caseStudies",
        "testimonials",
        "clients",
        "companies",
        "team",
        "values",
        "galleryImages",
        "offices",
      ],
      "Whole site": [
        "site",
        "interfaceText",
        "contactForm",
        "acknowledgement",
        "worldMap",
        "redirects",
      ],
    },
  },
  collections: {
    ...siteSchema.collections,
    ...pagesSchema.collections,
    ...collectionsSchema.collections,
    ...postsSchema.collections,
  },
  singletons: {
    ...siteSchema.singletons,
    ...pagesSchema.singletons,
    ...collectionsSchema.singletons,
    ...postsSchema.singletons,
    ...redirectsSchema.singletons,
    ...officePageSchema.singletons,
    ...areaPagesSchema.singletons,
    ...acknowledgementSchema.singletons,
  },
});

export default contentConfig;
