// An entry's file name is also its id on the page, the anchor links to it use
// (/what-we-do#esg-sustainability), and for a service area or an industry the address of its own
// page (/what-we-do/esg-sustainability): renaming a file breaks those links.
import { collection, fields } from "@keystatic/core";
import { industryIcons } from "../../../common/content-types.ts";
import { caseStudyFields } from "./case-study-fields.ts";
import { entryPicker } from "./entry-picker.ts";
import {
  arabicText,
  englishOnly,
  entryName,
  link,
  localizedText,
  order,
  pdfDocument,
  picture,
  pluralText,
  profileLink,
  publishAt,
  sampleSwitch,
  sharing,
  socialNetwork,
} from "./fields.ts";
import { insightFields } from "./insight-fields.ts";

const yaml = { data: "yaml" } as const;

const text = (label: string, max: number, description?: string, multiline = false) =>
  localizedText(label, { description, max, multiline });

const points = (label: string, description: string) =>
  fields.array(text("Point", 120), {
    label,
    description,
    itemLabel: (props) => props.fields.en.value || "Point",
  });

export const services = collection({
  label: "Services",
  path: "content/services/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the service area (for this list)"),
    order: order(),
    title: text(
      "Title",
      60,
      "The service area's heading on the What we do page, its card on the home page and the main heading of its own page.",
    ),
    summary: text(
      "Summary",
      200,
      "One sentence under the title, here and on the service area's own page (and its description in search results).",
      true,
    ),
    bullets: points(
      "What it includes",
      'The points listed under the summary on the What we do page, and under "What it includes" on the service area\'s own page.',
    ),
    featured: fields.checkbox({
      label: "Show on the home page",
      description: "Featured services are the cards of the home page's services carousel.",
      defaultValue: false,
    }),
    document: pdfDocument("services"),
    sharing: sharing("services"),
  },
});

export const industries = collection({
  label: "Industries",
  path: "content/industries/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the industry (for this list)"),
    order: order(),
    title: text(
      "Name on the site",
      60,
      "On the industry's card (a link to its own page) and as the main heading of that page.",
    ),
    description: text(
      "Description",
      200,
      "One or two sentences on the industry's card and under the heading of its own page (and its description in search results).",
      true,
    ),
    icon: fields.select({
      label: "Pictogram",
      description: "The small drawing on the industry's card.",
      options: industryIcons.map((value) => ({ label: value.replaceAll("-", " "), value })),
      defaultValue: "infrastructure",
    }),
    sharing: sharing("industries"),
  },
});

const afterTheNumber = fields.text({
  label: "After the number",
  description: 'Such as "+"; may be empty.',
  validation: { length: { max: 3 } },
});

const countedLabel = (max: number) =>
  pluralText(
    "What it counts",
    "count",
    "The words under the number, one form per kind of number so they agree with it whatever it becomes (English: 1 project delivered / 250 projects delivered; Arabic: مشروع منجَز، مشروعان منجَزان، مشاريع منجَزة، مشروعًا منجَزًا). The number itself shows above them: leave {count} out.",
    max,
  );

export const impactFigures = collection({
  label: "Impact figures",
  path: "content/impact-figures/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the figure (for this list)"),
    order: order(),
    value: fields.integer({
      label: "Figure",
      description:
        "The number only, such as 90000: the site writes it as 90,000 (and in Arabic digits where the site settings say so).",
      validation: { isRequired: true, min: 0, max: 100_000_000 },
    }),
    suffix: afterTheNumber,
    // Longer than a counter's: a programme's name spelt out in full at its first use, such as
    // POSH and GBVH in Arabic, takes over 100 characters.
    label: countedLabel(130),
  },
});

export const counters = collection({
  label: "Home page counters",
  path: "content/counters/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the counter (for this list)"),
    order: order(),
    value: fields.integer({
      label: "Number it counts up to",
      validation: { isRequired: true, min: 0, max: 100_000_000 },
    }),
    suffix: afterTheNumber,
    label: countedLabel(70),
  },
});

export const testimonials = collection({
  label: "Testimonials",
  path: "content/testimonials/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the testimonial (for this list)"),
    order: order(),
    englishOnly: englishOnly(
      "A quote kept in the words it was given in: the Arabic pages show it in English, and its Arabic boxes may stay empty.",
    ),
    quote: text("Quote", 300, "The client's words, without quotation marks.", true),
    role: text("Role of the person quoted", 80, "No personal names are shown, only the role."),
    organisation: text("Organisation", 80),
  },
});

export const clients = collection({
  label: "Client logos",
  path: "content/clients/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Client's name"),
    order: order(),
    logo: picture("Logo", "clients"),
  },
});

export const companies = collection({
  label: "Group companies",
  path: "content/companies/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the company (for this list)"),
    order: order(),
    title: text("Company name on the site", 80),
    focus: text("Focus", 60, "A few words under the name."),
    description: text("Description", 200, "One or two sentences.", true),
  },
});

export const team = collection({
  label: "Team",
  path: "content/team/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name", 60),
    nameAr: arabicText(
      "Name in Arabic letters",
      "How the Arabic pages write the name (آشا فيرما for Asha Verma): on the About page, in post bylines and on the person's own page.",
    ),
    order: order(),
    role: text("Role", 60),
    office: entryPicker({
      label: "Office",
      description:
        'Where the person works from: one of the "Offices and places". The city shows under the role.',
      collection: "offices",
      validation: { isRequired: true },
    }),
    portrait: picture(
      "Portrait",
      "team",
      "On the About page and at the top of the person's own page. The description is required.",
    ),
    bio: text(
      "Short biography",
      600,
      'A few sentences on the person\'s own page: what they do for clients and their background. Until the real one is written, start the text with "Placeholder" (in Arabic "سيرة مؤقتة"): the page then leaves the biography out, with its heading.',
      true,
    ),
    focusServices: fields.multiRelationship({
      label: "Focus areas: services",
      description:
        'The service areas the person works in, picked from "Services". Shown on their page, linked to the service.',
      collection: "services",
    }),
    focusIndustries: fields.multiRelationship({
      label: "Focus areas: industries",
      description:
        'The industries the person knows best, picked from "Industries". Shown on their page, linked to the industry.',
      collection: "industries",
    }),
    languages: fields.array(
      text("Language", 40, 'The language\'s name in each language, e.g. "French" / "الفرنسية".'),
      {
        label: "Languages spoken",
        description:
          'The languages the person works in with clients, listed on their page. A language starting with "Placeholder" (in Arabic "نص مؤقت") is left out; with none, the page leaves out the list and its heading.',
        itemLabel: (props) => props.fields.en.value || "Language",
      },
    ),
    social: fields.array(
      fields.object(
        {
          network: socialNetwork("Network"),
          href: profileLink("Address of the profile"),
        },
        { label: "Profile" },
      ),
      {
        label: "Profile links",
        description:
          "The person's own profiles, on the About page and their page. Give the address of the profile itself (https://www.linkedin.com/in/their-name), never the network's home page: the site refuses that.",
        itemLabel: (props) => props.fields.network.value,
      },
    ),
    sharing: sharing("team", { otherwise: "the person's portrait" }),
  },
});

export const values = collection({
  label: "Values",
  path: "content/values/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the value (for this list)"),
    order: order(),
    title: text("Value", 40),
    description: text("Description", 160, "One sentence.", true),
  },
});

export const newsItems = collection({
  label: "News",
  path: "content/news/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "date"],
  schema: {
    name: entryName("Name of the news item (for this list)"),
    englishOnly: englishOnly(
      "For news whose article is in English: the Arabic pages show its headline and summary in English, and its Arabic boxes may stay empty.",
    ),
    title: text("Headline", 100),
    date: fields.date({
      label: "Date",
      description: "News is listed newest first.",
      validation: { isRequired: true },
    }),
    publishAt: publishAt("news item"),
    excerpt: text("Summary", 200, "One sentence under the headline.", true),
    ...insightFields,
    network: socialNetwork(
      "Network of the post",
      'Named on the link ("Read on LinkedIn") in each language, as the site settings name it.',
    ),
    href: fields.url({
      label: "Address of the post",
      description: "The news links to the post on the group's social channel (opens in a new tab).",
      validation: { isRequired: true },
    }),
    picture: picture("Picture", "news"),
  },
});

export const caseStudies = collection({
  label: "Case studies",
  path: "content/case-studies/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the case study (for this list)"),
    order: order(),
    title: text("Title", 100),
    client: text(
      "Client",
      100,
      'Described, never named, e.g. "A knitwear exporter with four factories".',
    ),
    industry: entryPicker({
      label: "Industry",
      collection: "industries",
      validation: { isRequired: true },
    }),
    services: fields.multiRelationship({
      label: "Service areas",
      description: 'The service areas the work drew on, picked from "Services"; at least one.',
      collection: "services",
      validation: { length: { min: 1 } },
    }),
    office: entryPicker({
      label: "Office",
      description:
        'The office that delivered the work, one of the "Offices and places"; its page lists the case study. May be empty.',
      collection: "offices",
    }),
    people: fields.multiRelationship({
      label: "People",
      description:
        'The members of the team who worked on it, picked from "Team". Each one\'s own page lists the case study.',
      collection: "team",
    }),
    challenge: text("Challenge", 300, undefined, true),
    approach: text("What we did", 300, undefined, true),
    result: text(
      "Result",
      300,
      "One sentence summing up the results; the figures below give them as numbers.",
      true,
    ),
    ...caseStudyFields,
    sample: sampleSwitch(
      "Ticked: an illustrative example, not a real client's work. Its page ends with the line saying so (\"Each case study's own page\" in the Impact page), and a list of case studies says it once, under the cards. Untick it for a real case study.",
    ),
  },
});

export const galleryImages = collection({
  label: "Gallery",
  path: "content/gallery/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the picture (for this list)"),
    order: order(),
    picture: picture("Picture", "gallery"),
    caption: text("Caption", 120, "Shown under the picture in the full-screen view."),
  },
});

export const bannerSlides = collection({
  label: "Home page banner slides",
  path: "content/banner-slides/*",
  slugField: "name",
  format: yaml,
  columns: ["name", "order"],
  schema: {
    heading: text(
      "Heading",
      80,
      "Large words on the slide. The first slide's heading is the home page's main heading.",
    ),
    name: entryName("Name of the slide (for this list)"),
    order: order(),
    text: text("Text", 200, "One or two sentences under the heading.", true),
    picture: picture("Background picture", "banner"),
    primaryLink: link("First button", { max: 30 }),
    secondaryLink: link("Second button", { max: 30 }),
  },
});

export const collections = {
  services,
  industries,
  impactFigures,
  counters,
  testimonials,
  clients,
  companies,
  team,
  values,
  newsItems,
  caseStudies,
  galleryImages,
  bannerSlides,
};
export const singletons = {};
