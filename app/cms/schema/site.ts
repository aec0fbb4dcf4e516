import { collection, fields, singleton } from "@keystatic/core";
import {
  arabicArticle,
  article,
  entryName,
  link,
  linkTarget,
  localizedText,
  messageText,
  order,
  picture,
  pluralText,
  sharing,
  socialNetwork,
  socialNetworks,
} from "./fields.ts";
import {
  officeAddress,
  officeEmail,
  officeHours,
  officePhone,
  officeTimeZone,
} from "./office-fields.ts";
import { pageHead } from "./pages.ts";
import { year } from "./year.ts";

const short = (label: string, description?: string, max = 60) =>
  localizedText(label, { description, max });

const linkList = (label: string, description: string) =>
  fields.array(link("Link"), {
    label,
    description,
    itemLabel: (props) => props.fields.label.fields.en.value || "Link",
  });

export const site = singleton({
  label: "Site details, header and footer",
  path: "content/site",
  format: { data: "yaml" },
  schema: {
    name: short("Name of the group", "In the header, the footer, the browser tab and when shared."),
    shortName: short(
      "Short name",
      "Shown in the header on narrow screens, where the full name has no room.",
      20,
    ),
    tagline: short("Tagline", "One line under the name in the footer.", 120),
    description: localizedText("Description", {
      description: "What the group is, in one or two sentences, for search engines and shares.",
      max: 300,
      multiline: true,
    }),
    address: short(
      "Postal address",
      "In the footer, on the contact page and in the privacy notice.",
      200,
    ),
    phone: fields.text({
      label: "Phone number",
      description: "As it should be read, e.g. +91 11 4000 1234. Calls dial it without spaces.",
      validation: { length: { min: 1, max: 40 } },
    }),
    email: fields.text({
      label: "E-mail address",
      description: "The address visitors write to; shown in the footer and on the contact page.",
      validation: { length: { min: 3, max: 254 } },
    }),
    copyright: short("Copyright years", 'At the very bottom, e.g. "© 2019-2025".', 40),
    rightsReserved: short("Rights notice", "After the name at the very bottom.", 80),
    contactHeading: short("Footer contact heading", "Above the address in the footer.", 40),
    mainNav: linkList("Main menu", "The links across the header (and in the menu on phones)."),
    discoveryCall: link("Header button"),
    footerCompany: fields.object(
      {
        heading: short("Heading", undefined, 40),
        links: linkList("Links", "The footer's list of pages."),
      },
      { label: "Footer: pages" },
    ),
    footerPolicies: fields.object(
      {
        heading: short("Heading", undefined, 40),
        links: linkList("Links", "The footer's list of policies."),
      },
      { label: "Footer: policies" },
    ),
    socialNetworks: fields.object(
      Object.fromEntries(
        socialNetworks.map(({ label, value }) => [
          value,
          short(label, `How the site names ${label} in each language.`, 30),
        ]),
      ) as Record<(typeof socialNetworks)[number]["value"], ReturnType<typeof short>>,
      {
        label: "Names of the social networks",
        description:
          "One name per network and language, used for the footer's icons, the team's profile links and news links (\"Read on LinkedIn\").",
      },
    ),
    profileLink: messageText(
      "Name of a person's profile link",
      ["name", "network"],
      'Read out by screen readers for each link under a team member, e.g. "{name} on {network}".',
    ),
    socialLinks: fields.array(
      fields.object(
        {
          icon: socialNetwork("Network"),
          href: linkTarget(
            "Profile address",
            "The full address of the profile, starting with https://",
          ),
        },
        { label: "Social profile" },
      ),
      {
        label: "Social profiles",
        description: "Icon links in the footer and on the contact page, named as the network.",
        itemLabel: (props) => props.fields.icon.value,
      },
    ),
    header: fields.object(
      {
        navigationLabel: short("Name of the main menu", "Read out by screen readers.", 40),
        search: short("Search button", "The search button in the header.", 40),
        skipLink: short("Skip link", "The first link on every page, for keyboard users.", 40),
      },
      { label: "Header words" },
    ),
    errorPage: fields.object(
      {
        title: short("Heading", undefined, 80),
        body: localizedText("Text", { max: 300, multiline: true }),
      },
      { label: "Error page", description: "Shown when a page cannot be displayed." },
    ),
    arabicDigits: fields.select({
      label: "Digits on Arabic pages",
      description:
        "How numbers and dates are written on the Arabic site: Latin digits (0-9, as most Gulf corporate sites) or Arabic-Indic digits (٠-٩). English pages always use 0-9.",
      options: [
        { label: "Latin digits: 0123456789", value: "latin" },
        { label: "Arabic-Indic digits: ٠١٢٣٤٥٦٧٨٩", value: "arabic" },
      ],
      defaultValue: "latin",
    }),
    shareImage: picture(
      "Default share picture",
      "share",
      "Shown when a page without a picture of its own is shared.",
    ),
    llms: fields.object(
      {
        intro: localizedText("What the site is", { max: 400, multiline: true }),
        notes: fields.array(localizedText("Note", { max: 200 }), {
          label: "Notes",
          itemLabel: (props) => props.fields.en.value || "Note",
        }),
      },
      {
        label: "Summary for AI assistants (llms.txt)",
        description:
          "The opening of /llms.txt, which AI assistants read to learn what the site offers; pages, services, figures and offices are added after it.",
      },
    ),
  },
});

const errorText = (label: string, description: string) =>
  localizedText(label, { description, max: 160 });

export const contactForm = singleton({
  label: "Contact form",
  path: "content/contact-form",
  format: { data: "yaml" },
  schema: {
    name: short("Name of the form", "Read out by screen readers.", 40),
    requiredNote: short("Note above the fields", undefined, 120),
    fields: fields.object(
      {
        name: short("Name field", undefined, 40),
        email: short("E-mail field", undefined, 40),
        phone: short("Phone field", undefined, 40),
        subject: short("Subject field", undefined, 40),
        message: short("Message field", undefined, 40),
      },
      { label: "Field labels" },
    ),
    submit: short("Send button", undefined, 40),
    success: short("Thank-you message", "Shown once an enquiry has arrived.", 200),
    failure: short("Failure message", "Shown when the enquiry could not be sent.", 200),
    failureReload: short(
      "Reload message",
      "Added to the failure message when the page was open too long and must be reloaded.",
      200,
    ),
    privacyLead: short(
      "Privacy note",
      "Under the form, before the link to the privacy notice.",
      200,
    ),
    privacyLink: short("Privacy link", "The words of the link to the privacy notice.", 60),
    errors: fields.object(
      {
        required: errorText("Empty field", "Under a field left empty."),
        email: errorText("Not an e-mail address", "Under an e-mail address that cannot be right."),
        emailLocalPart: pluralText(
          "Too long before the @",
          "max",
          "Under an e-mail address too long before the @; the number is the limit.",
          160,
        ),
        tooLong: pluralText(
          "Too long",
          "max",
          "Under a field with too many characters; the number is the limit.",
          160,
        ),
        controlCharacters: errorText(
          "Invisible characters",
          "Under a field holding invisible control characters.",
        ),
      },
      { label: "Error messages" },
    ),
  },
});

const typeOptions = [
  { label: "Office", value: "office" },
  { label: "Partner", value: "partner" },
  { label: "Client", value: "client" },
  { label: "Project", value: "project" },
] as const;

export const worldMap = singleton({
  label: "World map",
  path: "content/world-map",
  format: { data: "yaml" },
  schema: {
    heading: short("Heading", undefined, 80),
    intro: localizedText("Introduction", { max: 300, multiline: true }),
    mapLabel: short("Name of the map", "Read out by screen readers.", 80),
    loadingTitle: short("While loading", undefined, 80),
    loadingSubtitle: short("While loading, second line", undefined, 120),
    errorTitle: short("When it fails", undefined, 80),
    errorMessage: short("When it fails, message", undefined, 120),
    errorHint: short("When it fails, hint", undefined, 160),
    ready: short("When ready", undefined, 40),
    zoom: fields.object(
      {
        in: short("Zoom in", "The map's + button, read out by screen readers.", 30),
        out: short("Zoom out", "The map's − button, read out by screen readers.", 30),
      },
      { label: "Zoom buttons" },
    ),
    buttons: fields.object(
      {
        retry: short("Retry", undefined, 30),
        checkLeaflet: short("Check the map library", undefined, 30),
        injectLeaflet: short("Load the map library", undefined, 30),
        fitToMarkers: short("Show all places", undefined, 30),
        clearAll: short("Clear", undefined, 30),
        debug: short("Technical details", undefined, 30),
      },
      { label: "Buttons" },
    ),
    controlsLabel: short("Name of the controls", "Read out by screen readers.", 60),
    themeLabel: short("Map style label", undefined, 60),
    themes: fields.object(
      {
        openstreetmap: short("OpenStreetMap", undefined, 30),
        satellite: short("Satellite", undefined, 30),
        dark: short("Dark", undefined, 30),
        light: short("Light", undefined, 30),
        terrain: short("Terrain", undefined, 30),
        watercolor: short("Watercolor", undefined, 30),
        streets: short("Streets", undefined, 30),
        topo: short("Topographic", undefined, 30),
      },
      { label: "Map styles", description: "The names in the map's style menu." },
    ),
    leafletLoaded: messageText(
      "Map library loaded",
      ["version"],
      "{version} is replaced by its version.",
      120,
    ),
    leafletNotLoaded: short("Map library not loaded", undefined, 120),
    legendTitle: short("Legend heading", undefined, 40),
    types: fields.object(
      {
        office: short("Office", undefined, 30),
        partner: short("Partner", undefined, 30),
        client: short("Client", undefined, 30),
        project: short("Project", undefined, 30),
      },
      { label: "Kinds of place" },
    ),
    popup: fields.object(
      {
        established: short("Established", undefined, 30),
        employees: short("Employees", undefined, 30),
        close: short("Close button", "The × of a place's details, read out by screen readers.", 30),
      },
      { label: "Place details" },
    ),
    statistics: fields.object(
      {
        label: short("Name of the figures", "Read out by screen readers.", 60),
        totalLocations: short("Places", undefined, 30),
        countries: short("Countries", undefined, 30),
        totalEmployees: short("People", undefined, 30),
        offices: short("Offices", undefined, 30),
        partners: short("Partners", undefined, 30),
        clients: short("Clients", undefined, 30),
        projects: short("Projects", undefined, 30),
      },
      { label: "Figures" },
    ),
    debug: fields.object(
      {
        title: short("Heading", undefined, 60),
        state: short("State", undefined, 30),
        markers: short("Markers", undefined, 60),
        leafletVersion: short("Library version", undefined, 60),
        notLoaded: short("Not loaded", undefined, 30),
      },
      { label: "Technical details" },
    ),
    listSummary: pluralText("List of places", "count", "Opens the list of every place."),
  },
});

export const privacy = singleton({
  label: "Privacy notice",
  path: "content/privacy",
  format: { contentField: "body" },
  // One column: the Arabic article gets the full width and its whole toolbar, as the English one
  // ("content" would give English the page and put Arabic in a narrow side panel).
  entryLayout: "form",
  schema: {
    head: pageHead(),
    sharing: sharing("privacy"),
    updated: short("Last updated", "Under the notice, e.g. Last updated: 1 June 2025.", 80),
    body: article(
      "Notice",
      "The text of /privacy: a heading (level 2) per topic, then paragraphs and lists. The number of days enquiries are kept must match the server's setting.",
    ),
    bodyAr: arabicArticle(
      "Notice in Arabic",
      "The same notice for /ar/privacy, with the same headings.",
    ),
  },
});

export const interfaceText = singleton({
  label: "Small interface words",
  path: "content/interface-text",
  format: { data: "yaml" },
  schema: {
    menu: fields.object(
      {
        open: short("Open the menu", "The menu button on phones, read out by screen readers.", 40),
        close: short("Close the menu", undefined, 40),
        label: short("Name of the menu", undefined, 40),
      },
      { label: "Menu on phones" },
    ),
    carousel: fields.object(
      {
        roleDescription: short("What a carousel is called", "Read out by screen readers.", 30),
        slideRoleDescription: short("What a slide is called", "Read out by screen readers.", 30),
        previous: short("Previous", undefined, 40),
        next: short("Next", undefined, 40),
        pause: short("Pause", undefined, 20),
        play: short("Play", undefined, 20),
        slideLabel: messageText(
          "Slide position",
          ["position", "total"],
          "{position} and {total} are replaced by the numbers, e.g. 2 of 5.",
          40,
        ),
        goToSlide: messageText(
          "Go to a slide",
          ["position"],
          "{position} is replaced by the slide's number.",
          40,
        ),
      },
      { label: "Carousels" },
    ),
    lightbox: fields.object(
      {
        label: short("Name of the viewer", "Read out by screen readers.", 40),
        close: short("Close", undefined, 20),
        previous: short("Previous", undefined, 40),
        next: short("Next", undefined, 40),
        position: messageText(
          "Position",
          ["current", "total"],
          "{current} and {total} are replaced by the numbers.",
          20,
        ),
      },
      { label: "Picture viewer (gallery)" },
    ),
    search: fields.object(
      {
        label: short("Name of the search box", undefined, 60),
        placeholder: short("Hint inside the box", undefined, 80),
        close: short("Close", undefined, 40),
        noResults: short("Nothing found", undefined, 60),
        results: short("Name of the results list", "Read out by screen readers.", 40),
        resultCount: pluralText("Number of results", "count", "Read out as results appear.", 40),
        hint: short("Hint before typing", undefined, 160),
        kinds: fields.object(
          {
            page: short("Page", undefined, 30),
            service: short("Service", undefined, 30),
            industry: short("Industry", undefined, 30),
            impact: short("Impact figure", undefined, 30),
            caseStudy: short("Case study", undefined, 30),
            person: short("Person", "A member of the team, with a page of their own.", 30),
            office: short("Office", "One of the group's offices, with a page of its own.", 30),
            news: short("News", undefined, 30),
            blog: short("Blog post", undefined, 30),
          },
          { label: "Kinds of result" },
        ),
      },
      { label: "Search" },
    ),
  },
});

export const offices = collection({
  label: "Offices and places",
  path: "content/offices/*",
  slugField: "name",
  format: { data: "yaml" },
  columns: ["name", "order"],
  schema: {
    name: entryName("Name of the place (for this list)"),
    order: order(),
    city: short("City", undefined, 60),
    country: short("Country", undefined, 60),
    latitude: fields.number({
      label: "Latitude",
      description: "North is positive, south negative, e.g. 28.6139 for Delhi.",
      step: 0.0001,
      validation: { isRequired: true, min: -90, max: 90 },
    }),
    longitude: fields.number({
      label: "Longitude",
      description: "East is positive, west negative, e.g. 77.209 for Delhi.",
      step: 0.0001,
      validation: { isRequired: true, min: -180, max: 180 },
    }),
    type: fields.select({
      label: "Kind of place",
      description:
        "Sets the marker's colour and the figures above the map. An office also gets a page of its own (/offices/its-name), so it needs the address, opening hours and time zone below.",
      options: typeOptions,
      defaultValue: "office",
    }),
    description: localizedText("Description", {
      description: "One sentence in the place's pop-up and the list.",
      max: 200,
      required: false,
    }),
    established: year({
      label: "Established (year)",
      validation: { isRequired: true, min: 1800, max: 2100 },
    }),
    employees: fields.integer({
      label: "People",
      validation: { isRequired: true, min: 0, max: 1_000_000 },
    }),
    address: officeAddress(),
    phone: officePhone(),
    email: officeEmail(),
    openingHours: officeHours(),
    timeZone: officeTimeZone(),
    sharing: sharing("offices", {
      note: " For an office only: partners, clients and projects have no page of their own.",
    }),
  },
});

export const collections = { offices };
export const singletons = { site, contactForm, worldMap, privacy, interfaceText };
