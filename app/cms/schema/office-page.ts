import { fields, singleton } from "@keystatic/core";
import { localizedText, messageText } from "./fields.ts";

const text = (label: string, max: number, description?: string) =>
  localizedText(label, { description, max });

export const officePage = singleton({
  label: "Each office's own page",
  path: "content/office-page",
  format: { data: "yaml" },
  schema: {
    heading: messageText(
      "Main heading and title",
      ["city"],
      'The large heading of each office\'s page (/offices/its-name) and its title in the browser tab, e.g. "{city} office". Write {city} where the city goes.',
      60,
    ),
    description: messageText(
      "Description in search results",
      ["city", "country"],
      "Of each office's page, for search results and shares. Write {city} and {country} where they go.",
      200,
    ),
    breadcrumb: text(
      "Name of the breadcrumb trail",
      60,
      "Read out by screen readers before the links above the heading (Home › Contact › the office).",
    ),
    details: fields.object(
      {
        heading: text("Heading", 60, "Over the address, phone, e-mail, hours and time zone."),
        address: text("Address", 30, "Before the street address."),
        phone: text("Phone", 30, "Before the phone number (left out when the office has none)."),
        email: text("E-mail", 30, "Before the e-mail address (left out when the office has none)."),
        hours: text("Opening hours", 30, "Before the opening hours."),
        timeZone: text(
          "Time zone",
          30,
          'Before the time zone, which the site writes in words, e.g. "Gulf Standard Time (UTC+4)".',
        ),
        contactLink: text(
          "Link to the contact form",
          40,
          'Under the details: opens the contact page, whose enquiries then go to this office (as the back office\'s Routing sends them), e.g. "Contact this office".',
        ),
      },
      { label: "How to reach the office" },
    ),
    map: fields.object(
      {
        heading: text("Heading", 60, "Over the map picture."),
        alt: messageText(
          "Description of the map picture (alt text)",
          ["city", "country"],
          "What the picture shows, for people who cannot see it. Write {city} and {country} where they go.",
          200,
        ),
        interactive: text(
          "Link to the interactive map",
          60,
          "Under the picture; goes to the world map on the contact page.",
        ),
        popupLink: messageText(
          "Link in the world map's pop-up",
          ["city"],
          "In the pop-up of an office on the world map, leading to the office's page. Write {city} where the city goes.",
          60,
        ),
      },
      { label: "Map" },
    ),
    people: text("People", 60, "Heading over the team members based at the office."),
    caseStudies: text(
      "Case studies",
      60,
      "Heading over the case studies the office delivered (left out when there are none).",
    ),
  },
});

export const singletons = { officePage };
