// The words around the details on each industry's and each service area's own page; the details
// come from the Industries and Services lists and from the entries that name them.
import { fields, singleton } from "@keystatic/core";
import { localizedText, messageText } from "./fields.ts";

const text = (label: string, max: number, description: string) =>
  localizedText(label, { description, max });

export const areaPages = singleton({
  label: "Industry and service pages",
  path: "content/area-pages",
  format: { data: "yaml" },
  schema: {
    words: fields.object(
      {
        breadcrumb: text(
          "Name of the breadcrumb trail",
          60,
          "Read out by screen readers before the links above the page's title (Home › Industries › the industry).",
        ),
        includes: text(
          "What it includes",
          40,
          "Heading over a service area's points, on its own page.",
        ),
        caseStudies: text(
          "Case studies",
          40,
          'Heading over the case studies that name the industry (their "Industry") or the service area (their "Service areas").',
        ),
        result: text("Result", 30, "Before the result of each case study listed."),
        people: text(
          "People",
          40,
          'Heading over the members of the team who list the industry or service area among their focus areas (Team, "Focus areas").',
        ),
        askAboutService: text(
          "Link to the contact form",
          40,
          "On a service area's page, under its title: opens the contact page, whose enquiries then go to the people of that service (as the back office's Routing sends them), e.g. \"Ask about this service\". Not on industries' pages.",
        ),
        moreOnService: messageText(
          "Link to a service area's own page",
          ["service"],
          'Under each service area on the What we do page. Write {service} where the service area\'s name goes, e.g. "More on {service}".',
          80,
        ),
      },
      {
        label: "Words on each industry's and each service area's page",
        description:
          'Shown on /industries/… and /what-we-do/… pages. A section with nothing in it is left out, with its heading. The heading over the blog posts that name the industry or service area is the name of News & Blogs in the header\'s Main menu ("Site details, header and footer"), so the hub has one name everywhere.',
      },
    ),
  },
});

export const collections = {};
export const singletons = { areaPages };
