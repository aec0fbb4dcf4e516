import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseXml } from "../../tests/support/strict-xml.ts";
import { type AtomEntry, atomFeed } from "./feed.ts";
import { xmlAttribute, xmlText } from "./xml.ts";

const day = new Date("2024-08-06T00:00:00.000Z");
const entry = (fields: Partial<AtomEntry>): AtomEntry => ({
  id: "https://example.org/blog/a",
  title: "A",
  link: "https://example.org/blog/a",
  published: day,
  updated: day,
  summary: "S",
  contentHtml: "<p>Body</p>",
  authors: ["Asha Verma"],
  categories: [],
  ...fields,
});
const feedOf = (entries: AtomEntry[]) =>
  atomFeed({
    id: "https://example.org/blog",
    title: "Blog",
    subtitle: "Articles",
    language: "en",
    updated: day,
    alternate: "https://example.org/blog",
    self: "https://example.org/blog/feed.xml",
    entries,
  });

const asXmlCarriesIt = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML refuses
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "\ufffd");

describe("atomFeed", () => {
  it("gives well-formed XML that reads back as typed, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary" }),
        fc.array(fc.string({ unit: "binary" }), { maxLength: 3 }),
        (title, summary, categories) => {
          const document = parseXml(feedOf([entry({ title, summary, categories })]));
          const item = document.getElementsByTagName("entry")[0];
          const text = (name: string) => item?.getElementsByTagName(name)[0]?.textContent;
          // A parser reads CR LF and lone CR in text as LF.
          const lines = (value: string) => asXmlCarriesIt(value).replace(/\r\n?/g, "\n");
          expect(text("title")).toBe(lines(title));
          expect(text("summary")).toBe(lines(summary));
          expect(
            [...(item?.getElementsByTagName("category") ?? [])].map((c) => c.getAttribute("term")),
          ).toEqual(categories.map(asXmlCarriesIt));
        },
      ),
      // Each run builds a DOM: a few dozen varied strings cover the escaping.
      { numRuns: 30 },
    );
  }, 20_000);

  it("sends titles and summaries as text and the article as escaped HTML, with no CDATA", () => {
    const xml = feedOf([
      entry({
        title: "a ]]> b",
        summary: "<b>",
        contentHtml: "<p>x ]]> y</p>",
        categories: ["M&A"],
      }),
    ]);
    expect(xml).not.toContain("CDATA");
    expect(xml).toContain('<title type="text">a ]]&gt; b</title>');
    expect(xml).toContain('<summary type="text">&lt;b&gt;</summary>');
    expect(xml).toContain('<content type="html">&lt;p&gt;x ]]&gt; y&lt;/p&gt;</content>');
    expect(xml).toContain('<category term="M&amp;A" label="M&amp;A"/>');
  });
});

describe("xmlText and xmlAttribute", () => {
  it("escape markup, quotes and the whitespace a parser would change", () => {
    expect(xmlText(`<a href="x">&</a>`)).toBe('&lt;a href="x"&gt;&amp;&lt;/a&gt;');
    expect(xmlAttribute('"R&D"\t<x>\n')).toBe("&quot;R&amp;D&quot;&#9;&lt;x&gt;&#10;");
    expect(xmlText("a\u0000b\ud800c")).toBe("a\ufffdb\ufffdc");
  });
});
