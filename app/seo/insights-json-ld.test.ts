// @vitest-environment node
import { expect, it } from "vitest";
import { siteData } from "../../tests/support/site-data.ts";
import { blogMeta } from "./head.ts";
import { insightsMeta } from "./insights.ts";
import { personJsonLd } from "./json-ld.ts";

const jsonLd = (meta: ReturnType<typeof blogMeta>) =>
  meta.flatMap((entry) =>
    "script:ld+json" in entry ? [entry["script:ld+json"] as Record<string, unknown>] : [],
  );

const article = {
  image: { url: "/images/cover.jpg", alt: "Cover", width: 1200, height: 630, type: "image/jpeg" },
  published: "2024-08-06",
  author: { name: "Daniel Okafor", role: "Partner" },
  authorId: "daniel-okafor",
  headline: "ESG in the supply chain",
  tags: ["ESG"],
};

it("names a post's author by the same @id and url as the author's page", () => {
  for (const language of ["en", "ar"] as const) {
    const site = { ...siteData, language };
    const prefix = language === "ar" ? "/ar" : "";
    const meta = blogMeta(
      { title: "ESG", description: "About ESG", path: "/blog/supply-chain-esg", article },
      site,
    );
    const posting = jsonLd(meta).find((entry) => entry["@type"] === "BlogPosting");
    const person = personJsonLd({
      url: `http://127.0.0.1:3000${prefix}/people/daniel-okafor`,
      name: "Daniel Okafor",
      jobTitle: "Partner",
      description: "",
      image: "",
      workLocation: "",
      knowsAbout: [],
      knowsLanguage: [],
      sameAs: [],
    });
    expect(posting?.author).toMatchObject({
      "@type": "Person",
      "@id": person["@id"],
      url: person.url,
      name: "Daniel Okafor",
    });
  }
});

it("gives a post its trail from the home page through News & Blogs, in the page's language", () => {
  const meta = blogMeta(
    {
      title: "ESG",
      description: "About ESG",
      path: "/blog/supply-chain-esg",
      article,
      breadcrumb: [
        { name: "الرئيسية", path: "/" },
        { name: "الأخبار والمدونة", path: "/news-blogs" },
        { name: "ESG", path: "/blog/supply-chain-esg" },
      ],
    },
    { ...siteData, language: "ar" },
  );
  const trail = jsonLd(meta).find((entry) => entry["@type"] === "BreadcrumbList");
  expect(trail?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "الرئيسية", item: "http://127.0.0.1:3000/ar" },
    {
      "@type": "ListItem",
      position: 2,
      name: "الأخبار والمدونة",
      item: "http://127.0.0.1:3000/ar/news-blogs",
    },
    {
      "@type": "ListItem",
      position: 3,
      name: "ESG",
      item: "http://127.0.0.1:3000/ar/blog/supply-chain-esg",
    },
  ]);
});

it("gives a filter page a trail, and the hub none", () => {
  const page = {
    path: "/news-blogs/topic/esg",
    title: "News & Blogs: ESG",
    description: "On ESG",
    heading: "News & Blogs: ESG",
    intro: "On ESG",
  };
  const breadcrumb = [
    { name: "Home", path: "/" },
    { name: "News & Blogs", path: "/news-blogs" },
    { name: "News & Blogs: ESG", path: "/news-blogs/topic/esg" },
  ];
  const filtered = jsonLd(
    insightsMeta({ page, breadcrumb, current: { filter: "topic", slug: "esg" } }, siteData),
  ).find((entry) => entry["@type"] === "BreadcrumbList");
  expect(
    ((filtered?.itemListElement ?? []) as { item: string }[]).map((step) => step.item),
  ).toEqual([
    "http://127.0.0.1:3000/",
    "http://127.0.0.1:3000/news-blogs",
    "http://127.0.0.1:3000/news-blogs/topic/esg",
  ]);
  const hub = jsonLd(
    insightsMeta({ page: { ...page, path: "/news-blogs" }, breadcrumb, current: null }, siteData),
  );
  expect(hub.some((entry) => entry["@type"] === "BreadcrumbList")).toBe(false);
});
