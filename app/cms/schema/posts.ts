// The Arabic article is a Markdoc field of its own (a second file), so each language keeps its own
// headings, lists and links.
import { collection, fields, singleton } from "@keystatic/core";
import { entryPicker } from "./entry-picker.ts";
import {
  arabicArticle,
  article,
  englishOnly,
  entryName,
  localizedText,
  pdfDocument,
  picture,
  pluralText,
  publishAt,
  sampleSwitch,
  sharing,
} from "./fields.ts";

export const posts = collection({
  label: "Blog posts",
  path: "content/posts/*",
  slugField: "title",
  format: { contentField: "body" },
  // One column: the Arabic article gets the full width and its whole toolbar, as the English one
  // ("content" would give English the page and put Arabic in a narrow side panel).
  entryLayout: "form",
  columns: ["title", "date"],
  previewUrl: "/blog/{slug}",
  schema: {
    title: entryName("Name of the post (its file name makes the address, /blog/…)", 120),
    heading: localizedText("Title shown on the site", {
      description: "The post's title on the blog list, its own page, in the feed and when shared.",
      max: 120,
    }),
    date: fields.date({
      label: "Publication date",
      description: "Posts are listed newest first. The date shows under the title.",
      validation: { isRequired: true },
    }),
    author: entryPicker({
      label: "Author",
      description: "A member of the team (About page); their name and role show under the title.",
      collection: "team",
      validation: { isRequired: true },
    }),
    summary: localizedText("Summary", {
      description:
        "One or two sentences on the blog list, in the feed and in search results and shares.",
      max: 200,
      multiline: true,
    }),
    cover: picture("Cover picture", "blog"),
    document: pdfDocument("posts"),
    tags: fields.array(localizedText("Tag", { max: 40 }), {
      label: "Tags",
      description: "Short topics, such as ESG or Operations; they show on the post's page.",
      itemLabel: (props) => props.fields.en.value || "Tag",
    }),
    industries: fields.multiRelationship({
      label: "Industries",
      description:
        'The industries the post speaks to, picked from "Industries": the News & Blogs filters and each industry\'s page list it there.',
      collection: "industries",
    }),
    services: fields.multiRelationship({
      label: "Service areas",
      description:
        'The service areas the post is about, picked from "Services": the News & Blogs filters and each service\'s page list it there.',
      collection: "services",
    }),
    sharing: sharing("posts", { otherwise: "the post's cover picture" }),
    englishOnly: englishOnly(
      "The Arabic blog then lists and shows this post in English, and the Arabic texts below may stay empty.",
    ),
    sample: sampleSwitch(
      'Ticked: an illustrative article, not an account of real work. Its page ends with the Blog page\'s line saying so ("Note at the end of a sample post"). Untick it for a real post.',
    ),
    draft: fields.checkbox({
      label: "Draft",
      description: "A draft is kept here but not published on the site or in the feed.",
      defaultValue: false,
    }),
    publishAt: publishAt("post"),
    body: article("Article", "The post's text: headings, lists, links, bold and italic."),
    bodyAr: arabicArticle(
      "Article in Arabic",
      "The same article for the Arabic blog. Leave empty when the post is English only.",
    ),
  },
});

export const blogPage = singleton({
  label: "Blog page",
  path: "content/blog-page",
  format: { data: "yaml" },
  schema: {
    title: localizedText("Browser tab title", {
      description: "The blog list's title in the browser tab and search results.",
      max: 60,
    }),
    description: localizedText("Description for search engines", { max: 200, multiline: true }),
    sharing: sharing("blog-page"),
    heading: localizedText("Heading", { description: "The big heading of /blog.", max: 60 }),
    intro: localizedText("Introduction", {
      description: "The line under the heading of /blog.",
      max: 200,
      multiline: true,
    }),
    listHeading: localizedText("Heading of the list of posts", { max: 60 }),
    byline: localizedText('Word before the author\'s name ("By")', { max: 20 }),
    minutesRead: pluralText(
      "Reading time",
      "minutes",
      'Under each post\'s title, e.g. "5 min read".',
      30,
    ),
    readMore: localizedText('Link to the whole post on the list ("Read the post")', { max: 40 }),
    tagsLabel: localizedText('Label of the post\'s topics ("Topics")', { max: 30 }),
    industriesLabel: localizedText('Label of the post\'s industries ("Industries")', { max: 30 }),
    servicesLabel: localizedText('Label of the post\'s service areas ("Service areas")', {
      max: 30,
    }),
    previousPost: localizedText('Link to the older post ("Previous post")', { max: 30 }),
    nextPost: localizedText('Link to the newer post ("Next post")', { max: 30 }),
    olderPosts: localizedText('Link to the next page of the list ("Older posts")', { max: 30 }),
    newerPosts: localizedText('Link to the previous page of the list ("Newer posts")', {
      max: 30,
    }),
    pageLabel: localizedText('Word before a list page\'s number ("Page")', { max: 20 }),
    postNavigation: localizedText("Name of the links to other posts, for screen readers", {
      max: 40,
    }),
    listNavigation: localizedText("Name of the links to other list pages, for screen readers", {
      max: 40,
    }),
    sampleNote: localizedText("Note at the end of a sample post", {
      description:
        'The last line of a post ticked "Sample", in the article\'s ordinary type: say plainly that it is an illustrative example.',
      max: 200,
      multiline: true,
    }),
    feedTitle: localizedText("Title of the news feed (Atom)", {
      description: "Shown by feed readers that follow the blog.",
      max: 80,
    }),
  },
});

export const collections = { posts };
export const singletons = { blogPage };
