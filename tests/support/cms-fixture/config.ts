import { collection, config, fields, singleton } from "@keystatic/core";
import {
  arabicArticle,
  arabicText,
  englishOnly,
  entryName,
  link,
  localizedText,
  messageText,
  order,
  picture,
  pluralText,
  profileLink,
  publishAt,
  redirectList,
} from "../../../app/cms/schema/fields.ts";

export default config({
  storage: { kind: "local" },
  singletons: {
    site: singleton({
      label: "Site settings",
      path: "content/site",
      format: { data: "yaml" },
      schema: {
        name: localizedText("Site name", { max: 60 }),
        primaryLink: link("Main button"),
        welcome: messageText("Welcome", ["name"], "{name} is the visitor's name."),
        results: pluralText("Results", "count", "Above the results."),
        shareImage: picture("Picture when shared", "share"),
      },
    }),
    redirects: singleton({
      label: "Redirects",
      path: "content/redirects",
      format: { data: "yaml" },
      schema: { redirects: redirectList("Redirects", "Old addresses and where they lead.") },
    }),
  },
  collections: {
    offices: collection({
      label: "Offices",
      path: "content/offices/*",
      slugField: "name",
      format: { data: "yaml" },
      schema: { name: entryName("City"), order: order() },
    }),
    team: collection({
      label: "Team members",
      path: "content/team/*",
      slugField: "name",
      format: { data: "yaml" },
      schema: {
        name: entryName("Name"),
        nameAr: arabicText("Name in Arabic letters", "As the Arabic pages write it."),
        role: localizedText("Role", { max: 40 }),
        office: fields.relationship({ label: "Office", collection: "offices" }),
        picture: picture("Portrait", "team"),
        order: order(),
        focus: fields.multiRelationship({ label: "Offices worked in", collection: "offices" }),
        social: fields.array(
          fields.object({
            network: fields.text({ label: "Network" }),
            href: profileLink("Profile"),
          }),
          { label: "Profile links" },
        ),
      },
    }),
    posts: collection({
      label: "Blog posts",
      path: "content/posts/*",
      slugField: "title",
      format: { contentField: "body" },
      schema: {
        title: entryName("Title", 120),
        englishOnly: englishOnly("The Arabic blog shows this post in English."),
        date: fields.date({ label: "Published on", validation: { isRequired: true } }),
        publishAt: publishAt("post"),
        author: fields.relationship({
          label: "Author",
          collection: "team",
          validation: { isRequired: true },
        }),
        cover: picture("Cover", "blog"),
        tags: fields.array(localizedText("Tag", { max: 40 }), { label: "Tags" }),
        links: fields.array(link("Read more"), { label: "Further reading" }),
        related: fields.multiRelationship({ label: "Related posts", collection: "posts" }),
        body: fields.markdoc({ label: "Text", extension: "mdoc" }),
        bodyAr: arabicArticle("Arabic text", "The text in Arabic."),
      },
    }),
  },
});
