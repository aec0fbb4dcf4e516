import { expect, it } from "vitest";
import { filterLinks, itemsMatching, newestFirst, topicSlug } from "./insights.ts";

const item = (
  id: string,
  date: string,
  kind: "post" | "news",
  about: Partial<Record<"topic" | "industry" | "service", string[]>> = {},
) => ({ id, date, kind, about: { topic: [], industry: [], service: [], ...about } });

it.each([
  ["ESG", "esg"],
  ["Supply chain", "supply-chain"],
  ["  People & Culture ", "people-and-culture"],
  ["Café réseau", "cafe-reseau"],
])("makes the topic %j the address part %j", (tag, slug) => {
  expect(topicSlug(tag)).toBe(slug);
});

it("puts the newest first, posts before news of the same day, then by file name", () => {
  const items = [
    item("b-news", "2025-01-02", "news"),
    item("old-post", "2024-03-01", "post"),
    item("a-news", "2025-01-02", "news"),
    item("same-day-post", "2025-01-02", "post"),
    item("newest", "2025-06-01", "news"),
  ];
  expect(newestFirst(items).map((entry) => entry.id)).toEqual([
    "newest",
    "same-day-post",
    "a-news",
    "b-news",
    "old-post",
  ]);
});

const items = [
  item("p1", "2025-01-01", "post", { topic: ["esg"], industry: ["textile"], service: ["esg"] }),
  item("n1", "2025-02-01", "news", { topic: ["esg", "skills"], industry: ["textile"] }),
  item("p2", "2025-03-01", "post", { topic: ["skills"], service: ["people"] }),
];

it("keeps only the items a filter names, in their order", () => {
  expect(itemsMatching(items, "topic", "esg").map((entry) => entry.id)).toEqual(["p1", "n1"]);
  expect(itemsMatching(items, "industry", "textile").map((entry) => entry.id)).toEqual([
    "p1",
    "n1",
  ]);
  expect(itemsMatching(items, "service", "people").map((entry) => entry.id)).toEqual(["p2"]);
  expect(itemsMatching(items, "service", "mining")).toEqual([]);
});

it("links every filter with at least one item, with its count and page, in the given order", () => {
  const links = filterLinks(items, {
    topic: [
      { slug: "skills", name: "Skills" },
      { slug: "esg", name: "ESG" },
    ],
    industry: [
      { slug: "mining", name: "Mining" },
      { slug: "textile", name: "Textile" },
    ],
    service: [
      { slug: "people", name: "People" },
      { slug: "esg", name: "ESG & Sustainability" },
      { slug: "digital", name: "Digital" },
    ],
  });
  expect(links.map(({ filter, slug, count, to }) => [filter, slug, count, to])).toEqual([
    ["topic", "skills", 2, "/news-blogs/topic/skills"],
    ["topic", "esg", 2, "/news-blogs/topic/esg"],
    ["industry", "textile", 2, "/news-blogs/industry/textile"],
    ["service", "people", 1, "/news-blogs/service/people"],
    ["service", "esg", 1, "/news-blogs/service/esg"],
  ]);
});
