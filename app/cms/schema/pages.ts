import { fields, singleton } from "@keystatic/core";
import { link, localizedText, messageText, pluralText, sharing } from "./fields.ts";
import { insightsPageFields } from "./insights-page.ts";

const yaml = { data: "yaml" } as const;

const text = (label: string, max: number, description?: string, multiline = false) =>
  localizedText(label, { description, max, multiline });

export function pageHead(options: { heading?: boolean } = {}) {
  return fields.object(
    {
      title: text(
        "Title",
        60,
        "In the browser tab and search results; the group's name is added after it.",
      ),
      description: text(
        "Description",
        300,
        "One or two sentences for search results and shares.",
        true,
      ),
      ...(options.heading === false
        ? {}
        : {
            heading: text("Main heading", 80, "The large heading at the top of the page."),
            intro: text("Introduction", 200, "One sentence under the main heading.", true),
          }),
    },
    { label: "Page title and introduction" },
  );
}

const section = (label: string, options: { intro?: boolean } = {}) =>
  fields.object(
    {
      heading: text("Heading", 80),
      ...(options.intro === false ? {} : { intro: text("Introduction", 200, undefined, true) }),
    },
    { label },
  );

const carouselSection = (label: string) =>
  fields.object(
    {
      heading: text("Heading", 80),
      carouselLabel: text("Name of the carousel", 60, "Read out by screen readers."),
    },
    { label },
  );

const paragraphs = (label: string) =>
  fields.array(text("Paragraph", 600, undefined, true), {
    label,
    itemLabel: (props) => props.fields.en.value.slice(0, 60) || "Paragraph",
  });

const callToAction = () =>
  fields.object(
    {
      heading: text("Heading", 80),
      text: text("Text", 300, undefined, true),
      link: link("Button", { max: 40 }),
    },
    { label: "Call to action at the end of the page" },
  );

export const homePage = singleton({
  label: "Home page",
  path: "content/home-page",
  format: yaml,
  schema: {
    head: pageHead({ heading: false }),
    sharing: sharing("home-page"),
    bannerLabel: text(
      "Name of the banner",
      40,
      "Read out by screen readers; the slides are in the Home page banner list.",
    ),
    featureTeasers: fields.object(
      {
        heading: text("Heading", 80),
        items: fields.array(
          fields.object(
            { title: text("Title", 60), text: text("Text", 200, undefined, true) },
            {
              label: "Reason",
            },
          ),
          {
            label: "Reasons",
            itemLabel: (props) => props.fields.title.fields.en.value || "Reason",
          },
        ),
      },
      { label: "Why clients choose us" },
    ),
    aboutSummary: fields.object(
      {
        heading: text("Heading", 80),
        paragraphs: paragraphs("Paragraphs"),
        link: link("Link", { max: 40 }),
      },
      { label: "Who we are" },
    ),
    services: fields.object(
      {
        heading: text("Heading", 80),
        intro: text("Introduction", 200, undefined, true),
        carouselLabel: text("Name of the carousel", 60, "Read out by screen readers."),
        more: text("Words on each card's link", 30),
      },
      { label: "Services" },
    ),
    industries: section("Industries (each card leads to the industry's own page)"),
    testimonials: carouselSection("Testimonials"),
    clients: carouselSection("Client logos"),
    impact: section("Impact figures"),
    counters: section("Counters", { intro: false }),
    companies: section("Group companies"),
    contact: section("Enquiry form"),
    news: section("Latest news", { intro: false }),
  },
});

export const aboutPage = singleton({
  label: "About page",
  path: "content/about-page",
  format: yaml,
  schema: {
    head: pageHead(),
    sharing: sharing("about-page"),
    group: fields.object(
      { heading: text("Heading", 80), paragraphs: paragraphs("Paragraphs") },
      { label: "Who we are" },
    ),
    companies: section("Group companies"),
    tabs: fields.object(
      {
        heading: text("Heading", 80),
        label: text("Name of the tabs", 60, "Read out by screen readers."),
        mission: fields.object(
          {
            label: text("Tab", 30),
            heading: text("Heading", 80),
            body: text("Text", 400, undefined, true),
          },
          { label: "Mission" },
        ),
        vision: fields.object(
          {
            label: text("Tab", 30),
            heading: text("Heading", 80),
            body: text("Text", 400, undefined, true),
          },
          { label: "Vision" },
        ),
        values: fields.object(
          {
            label: text("Tab", 30),
            heading: text("Heading", 80),
            body: text("Text", 400, undefined, true),
          },
          { label: "Values" },
        ),
      },
      { label: "Mission, vision and values" },
    ),
    values: section("What we value (the list is in Values)", { intro: false }),
    team: section("Team (the people are in Team)"),
    testimonials: carouselSection("Testimonials"),
    person: fields.object(
      {
        description: messageText(
          "Description in search results",
          ["name", "role", "office"],
          "Of each person's own page, for search results and shares. Write {name}, {role} and {office} where the person's name, role and city go.",
          160,
        ),
        breadcrumb: text(
          "Name of the breadcrumb trail",
          60,
          "Read out by screen readers before the links above the name (Home › About us › the person).",
        ),
        office: text("Office", 30, "Before the city the person works from."),
        focusAreas: text("Focus areas", 40, "Heading over the person's services and industries."),
        services: text("Services", 30, "Before the list of service areas."),
        industries: text("Industries", 30, "Before the list of industries."),
        languages: text("Languages spoken", 40, "Before the list of languages."),
        bio: text("Biography", 40, "Heading over the short biography."),
        profiles: text("Profiles", 40, "Heading over the links to the person's profiles."),
        posts: text("Writing", 40, "Heading over the blog posts the person wrote."),
        caseStudies: text("Worked on", 40, "Heading over the case studies naming the person."),
      },
      {
        label: "Each person's own page",
        description:
          "The words around the details on every team member's page (/people/their-name); the details are in Team.",
      },
    ),
  },
});

export const whatWeDoPage = singleton({
  label: "What we do page",
  path: "content/what-we-do-page",
  format: yaml,
  schema: {
    head: pageHead(),
    sharing: sharing("what-we-do-page"),
    timeClock: fields.object(
      {
        heading: text("Heading", 80),
        bullets: fields.array(text("Point", 120), {
          label: "Points",
          itemLabel: (props) => props.fields.en.value || "Point",
        }),
      },
      { label: "Time-clock systems" },
    ),
    callToAction: callToAction(),
  },
});

export const industriesPage = singleton({
  label: "Industries page",
  path: "content/industries-page",
  format: yaml,
  schema: {
    head: pageHead(),
    sharing: sharing("industries-page"),
    section: section("Industries"),
    callToAction: callToAction(),
  },
});

export const impactPage = singleton({
  label: "Impact page",
  path: "content/impact-page",
  format: yaml,
  schema: {
    head: pageHead(),
    sharing: sharing("impact-page"),
    figures: section("Impact figures"),
    caseStudies: fields.object(
      {
        heading: text("Heading", 80),
        intro: text("Introduction", 200, undefined, true),
        sampleNote: text(
          "Note under the list when its case studies are samples",
          200,
          "Shown once, under the cards, when every case study listed is ticked \"Sample\" (here, on the filter pages and on the industries' and service areas' pages): say plainly that they are illustrative examples.",
          true,
        ),
        someSamplesNote: messageText(
          "Note under the list when some of its case studies are samples",
          ["titles"],
          'Shown instead of the note above when only some are ticked "Sample": write {titles} where their titles go.',
          200,
          true,
        ),
        challenge: text("Heading: challenge", 30, "On each case study's own page."),
        approach: text("Heading: what we did", 30, "On each case study's own page."),
      },
      { label: "Case studies" },
    ),
    filters: fields.object(
      {
        label: text(
          "Name of the filters",
          60,
          "Read out by screen readers before the filter links above the case studies.",
        ),
        all: text(
          "Link back to every case study",
          40,
          'Such as "All": the number of case studies follows it, "All (4 case studies)".',
        ),
        byIndustry: text("Before the industries", 40, 'Such as "By industry".'),
        byService: text("Before the service areas", 40, 'Such as "By service".'),
        count: pluralText(
          "Number of case studies on a filter link",
          "count",
          "Shown in brackets after each industry or service area and after the link back to all, so visitors see how many case studies it has (English: (1 case study) / (3 case studies)).",
          40,
        ),
        title: messageText(
          "Title of a filtered page",
          ["name"],
          "The heading and browser-tab title of the page listing one industry's or one service area's case studies. Write {name} where its name goes: \"Case studies: {name}\".",
          80,
        ),
        description: messageText(
          "Description of a filtered page in search results",
          ["name"],
          "Write {name} where the industry's or service area's name goes.",
          200,
        ),
      },
      {
        label: "Filters",
        description:
          "The links above the case studies that narrow them to one industry or one service area, each to a page of its own.",
      },
    ),
    caseStudyPage: fields.object(
      {
        breadcrumb: text(
          "Name of the breadcrumb trail",
          60,
          "Read out by screen readers before the links above the title (Home › Impact › the case study).",
        ),
        client: text("Label: client", 30),
        sector: text("Label: sector", 30, "Before the industry's name."),
        services: pluralText(
          "Label: service areas",
          "count",
          'Before the case study\'s service areas, in the form that agrees with how many it has ("Service area" for one, "Service areas" for more).',
          40,
        ),
        office: text(
          "Label: office",
          40,
          'Before the office that delivered the work: "Delivered from".',
        ),
        results: text("Heading: results", 40, "Over the figures and the result sentence."),
        quote: text("Heading: client's words", 40, "Over the client's quote, when there is one."),
        people: text(
          "Heading: people",
          40,
          'Over the team members who worked on it: "Who worked on it".',
        ),
        sampleNote: text(
          "Note at the end of a sample case study",
          200,
          'The last line of a case study ticked "Sample", in the page\'s ordinary type: say plainly that it is an illustrative example.',
          true,
        ),
      },
      {
        label: "Each case study's own page",
        description:
          "The words around the details on every case study's page (/impact/its-name); the details are in Case studies.",
      },
    ),
  },
});

export const contactPage = singleton({
  label: "Contact page",
  path: "content/contact-page",
  format: yaml,
  schema: {
    head: pageHead(),
    sharing: sharing("contact-page"),
    formHeading: text("Heading above the form", 60),
    detailsHeading: text("Heading above the address", 60),
    addressLabel: text("Label: address", 30),
    phoneLabel: text("Label: phone", 30),
    emailLabel: text("Label: e-mail", 30),
    socialHeading: text("Heading above the social links", 60),
    officesHeading: text(
      "Heading above the offices",
      60,
      "Over the list of the group's offices, each linked to its own page.",
    ),
    aboutOffice: messageText(
      "Which office the enquiry reaches",
      ["office"],
      'Under the form\'s heading when the visitor came from an office\'s "Contact this office" link. Write {office} where the city goes, e.g. "Your enquiry will reach our {office} office."',
      120,
    ),
    aboutService: messageText(
      "Which service the enquiry reaches",
      ["service"],
      "Under the form's heading when the visitor came from a service's \"Ask about this service\" link. Write {service} where its name goes.",
      160,
    ),
  },
});

export const galleryPage = singleton({
  label: "Gallery page",
  path: "content/gallery-page",
  format: yaml,
  schema: {
    head: pageHead(),
    sharing: sharing("gallery-page"),
    heading: text("Heading above the pictures", 80),
    hint: text("Hint", 120),
  },
});

export const newsPage = singleton({
  label: "News page",
  path: "content/news-page",
  format: yaml,
  schema: {
    head: pageHead(),
    sharing: sharing("news-page"),
    heading: text("Heading above the list of news and posts", 80),
    readOn: text('Words on a news link ("{network}" is replaced by its network)', 40),
    newTab: text("Told to screen readers after a news link", 60),
    ...insightsPageFields,
  },
});

export const testPages = singleton({
  label: "Developer test pages",
  path: "content/test-pages",
  format: yaml,
  schema: {
    preloader: fields.object(
      {
        head: pageHead(),
        showButton: text("Button", 60),
        hint: text("Hint", 200),
      },
      { label: "Preloader test" },
    ),
    carousel: fields.object(
      {
        head: pageHead(),
        settingsHeading: text("Settings heading", 40),
        banner: text("Banner carousel", 40),
        services: text("Services carousel", 40),
        testimonials: text("Testimonials carousel", 40),
        projects: text("Projects carousel", 40),
        sponsors: text("Sponsors carousel", 40),
        perView: text("Setting: items per view", 60),
        autoplay: text("Setting: autoplay", 30),
        loop: text("Setting: loop", 30),
        gap: text("Setting: gap", 30),
        speed: text("Setting: speed", 30),
        arrows: text("Setting: arrows", 30),
        dots: text("Setting: dots", 30),
        off: text("Off", 10),
        yes: text("Yes", 10),
        no: text("No", 10),
        slideTitle: text('Sample slide title ("{kind}" and "{number}" are filled in)', 60),
        slideText: text('Sample slide text ("{number}" and "{count}" are filled in)', 80),
      },
      { label: "Carousel test" },
    ),
  },
});

export const collections = {};
export const singletons = {
  homePage,
  aboutPage,
  whatWeDoPage,
  industriesPage,
  impactPage,
  contactPage,
  galleryPage,
  newsPage,
  testPages,
};
