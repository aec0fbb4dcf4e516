// What a news item is about, so the News & Blogs filters can list it beside the blog's posts.
import { fields } from "@keystatic/core";
import { localizedText } from "./fields.ts";

export const insightFields = {
  tags: fields.array(localizedText("Tag", { max: 40 }), {
    label: "Tags",
    description:
      'Short topics, such as ESG or Skills. Write a topic exactly as a blog post writes it (same English words), so both are listed under one "Topics" filter on News & Blogs.',
    itemLabel: (props) => props.fields.en.value || "Tag",
  }),
  industries: fields.multiRelationship({
    label: "Industries",
    description:
      'The industries the news is about, picked from "Industries": the News & Blogs filters list it there. May stay empty.',
    collection: "industries",
  }),
  services: fields.multiRelationship({
    label: "Service areas",
    description:
      'The service areas the news is about, picked from "Services": the News & Blogs filters list it there. May stay empty.',
    collection: "services",
  }),
};
