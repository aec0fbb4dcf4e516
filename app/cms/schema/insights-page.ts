// The words of the News & Blogs list and of its filter pages (/news-blogs/topic/esg …).
import { fields } from "@keystatic/core";
import { localizedText, messageText, pluralText } from "./fields.ts";

const text = (label: string, max: number, description?: string) =>
  localizedText(label, { description, max });

export const insightsPageFields = {
  breadcrumb: text(
    "Name of the breadcrumb trail",
    60,
    "Read out by screen readers before the links above a filter page's heading (Home › News & Blogs › the filter).",
  ),
  kinds: fields.object(
    {
      post: text('Blog post ("Blog post")', 30),
      news: text('News item ("News")', 30),
    },
    { label: "Kind of each item", description: "Shown above each item's date on the list." },
  ),
  filters: fields.object(
    {
      label: text(
        'Name of the filters, for screen readers ("Filter the list")',
        40,
        "Read out by screen readers before the filter links.",
      ),
      all: text('Link back to the whole list ("All")', 20),
      topics: text('Heading of the topic filters ("Topics")', 30),
      industries: text('Heading of the industry filters ("Industries")', 30),
      services: text('Heading of the service area filters ("Service areas")', 30),
      count: pluralText(
        "Number of items on a filter link",
        "count",
        'After each filter\'s name, in brackets, e.g. "(3 items)".',
        30,
      ),
      title: messageText(
        'Title of a filter page ("{section}: {name}")',
        ["section", "name"],
        'Its main heading and browser tab title. Write {section} where the name of News & Blogs goes (its link in the header\'s Main menu, under "Site details, header and footer", so that it has one name everywhere) and {name} where the topic, industry or service area goes.',
        60,
      ),
      description: text(
        "Description of a filter page",
        200,
        '"{name}" is replaced by the topic, industry or service area. The line under the heading, and for search results.',
      ),
      heading: messageText(
        'Heading of a filter page\'s list ("Latest on {name}")',
        ["name"],
        "Above the items of a filter page, in place of the list's own heading. Write {name} where the topic, industry or service area goes.",
        60,
      ),
    },
    {
      label: "Filters",
      description:
        "News and posts can be narrowed to a topic (the tags), an industry or a service area: one link and one page each.",
    },
  ),
};
