// Field builders shared by every content shape. Each visitor-facing text is stored in both site
// languages side by side ({ en, ar }); the Arabic box is written right to left (right-to-left.ts)
// and marked required, as Save and the build require it unless the entry is ticked "English only".
// The checks (app/cms/check.ts) find links, pictures and references through the registries below,
// so a new shape that uses these builders is checked without further code.
import { fields } from "@keystatic/core";
import { type ImageGroup, imageGroups } from "../../../common/images.ts";
import { scheduleTimeZone } from "../schedule.ts";
import { rightToLeft } from "./right-to-left.ts";

export { type Language, languages } from "../../../common/i18n.ts";
export type Localized = { en: string; ar: string };

interface TextOptions {
  description?: string;
  multiline?: boolean;
  /** Longest text the layout takes, in characters. */
  max?: number;
  /** False for a text that may be left empty (in both languages). */
  required?: boolean;
}

/** Fields holding an { en, ar } text: the build requires the Arabic (app/cms/check.ts). */
export const localizedFields = new WeakSet<object>();

/** A visitor-facing text in English and Arabic, side by side in the editor. */
export function localizedText(label: string, options: TextOptions = {}) {
  const { description, multiline = false, max, required = true } = options;
  const length = { min: required ? 1 : 0, ...(max === undefined ? {} : { max }) };
  const field = fields.object(
    {
      en: fields.text({ label: "English", multiline, validation: { length } }),
      ar: rightToLeft(
        fields.text({
          label: "Arabic",
          multiline,
          validation: { length: { min: 0, ...(max === undefined ? {} : { max }) } },
        }),
        { required },
      ),
    },
    { label, description, layout: [6, 6] },
  );
  localizedFields.add(field);
  return field;
}

/** Fields holding only an Arabic text (a name written in Arabic letters): the build requires it. */
export const arabicTextFields = new WeakSet<object>();

/** The Arabic form of a text that is otherwise the same in both languages, such as a person's name. */
export function arabicText(label: string, description: string, max = 60) {
  const field = rightToLeft(
    fields.text({ label, description, validation: { length: { min: 0, max } } }),
    { required: true },
  );
  arabicTextFields.add(field);
  return field;
}

/**
 * Interface messages with "{name}" placeholders, by field: the names each may use. The build
 * refuses any other "{…}" and turns the text into an ICU message (app/cms/ui-messages.server.ts).
 */
export const messageFields = new WeakMap<object, readonly string[]>();

/** A short interface text with placeholders, e.g. "Go to slide {position}". */
export function messageText(
  label: string,
  placeholders: readonly string[],
  description: string,
  max = 60,
) {
  const field = localizedText(label, { description, max });
  messageFields.set(field, placeholders);
  return field;
}

/**
 * Arabic's plural forms, by the CLDR rule every browser's Intl.PluralRules follows: which numbers
 * take each form. English has "one" and "other".
 */
export const arabicPluralForms = {
  zero: "0",
  one: "1",
  two: "2",
  few: "3 to 10 (also 103 to 110, 203 to 210, …)",
  many: "11 to 99 (also 111 to 199, …)",
  other: "100, 101, 102 (also 200 to 202, …) and fractions",
} as const;
export const englishPluralForms = { one: "1", other: "Any other number (0, 2, 3, …)" } as const;
export type PluralForms = {
  en: Record<keyof typeof englishPluralForms, string>;
  ar: Record<keyof typeof arabicPluralForms, string>;
};

/** Plural texts, by field: the placeholder that takes the number. */
export const pluralFields = new WeakMap<object, string>();

/**
 * A text around a number, written once per plural form of each language: English "1 result" and
 * "{count} results"; Arabic has six forms ("نتيجتان" for 2, "{count} نتائج" for 3 to 10, …).
 */
export function pluralText(label: string, placeholder: string, description: string, max = 80) {
  const form = (formLabel: string, required: boolean) =>
    fields.text({
      label: formLabel,
      validation: { length: { min: required ? 1 : 0, max } },
    });
  const field = fields.object(
    {
      en: fields.object(
        Object.fromEntries(
          Object.entries(englishPluralForms).map(([key, which]) => [key, form(which, true)]),
        ) as Record<keyof typeof englishPluralForms, ReturnType<typeof form>>,
        { label: "English", layout: [6, 6] },
      ),
      ar: fields.object(
        Object.fromEntries(
          Object.entries(arabicPluralForms).map(([key, which]) => [
            key,
            rightToLeft(form(which, false), { required: true }),
          ]),
        ) as Record<keyof typeof arabicPluralForms, ReturnType<typeof form>>,
        { label: "Arabic", layout: [4, 4, 4, 4, 4, 4] },
      ),
    },
    {
      label,
      description: `${description} Write {${placeholder}} where the number goes; a form may leave it out ("نتيجة واحدة", "1 result").`,
    },
  );
  pluralFields.set(field, placeholder);
  return field;
}

/** The social networks the site links to; their names are in the site settings, per language. */
export const socialNetworks = [
  { label: "LinkedIn", value: "linkedin" },
  { label: "X (Twitter)", value: "x" },
  { label: "Facebook", value: "facebook" },
  { label: "Instagram", value: "instagram" },
  { label: "YouTube", value: "youtube" },
] as const;

/** A choice of one of those networks. */
export function socialNetwork(label: string, description?: string) {
  return fields.select({ label, description, options: socialNetworks, defaultValue: "linkedin" });
}

/** Fields whose value is a link: an internal path (checked at build) or an https:// address. */
export const linkFields = new WeakSet<object>();

/** A link target: a path of this site ("/about", "/what-we-do#esg") or a full https:// address. */
export function linkTarget(label: string, description?: string) {
  const field = fields.text({
    label,
    description:
      description ??
      'A page of this site, such as "/about" or "/what-we-do#esg", or a full address starting with https://',
    validation: {
      length: { min: 1 },
      pattern: {
        regex: /^(\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s]+)$/,
        message: 'Start with "/" for a page of this site, or with https://',
      },
    },
  });
  linkFields.add(field);
  return field;
}

/** A button or text link: its words and where it goes. */
export function link(label: string, options: { max?: number } = {}) {
  return fields.object(
    {
      label: localizedText("Words on the link", { max: options.max ?? 40 }),
      to: linkTarget("Goes to"),
    },
    { label },
  );
}

/** Fields that hold a picture: the checks make sure the file exists and its alt text is there. */
export const pictureFields = new WeakMap<object, ImageGroup>();

/**
 * A picture with its alternative text. Uploads are kept under content/images/<group>/ and never
 * reach visitors as they are: the build makes AVIF, WebP and JPEG copies at the sizes the layout
 * uses (common/images.ts).
 */
export function picture(label: string, group: ImageGroup, description?: string) {
  const spec = imageGroups[group];
  const field = fields.object(
    {
      src: fields.image({
        label: "Picture",
        description: `${spec.help} Uploads of at least ${spec.width} × ${spec.height} pixels look sharp; the picture is cropped to that shape.`,
        directory: `content/images/${group}`,
        publicPath: `/images/${group}/`,
        validation: { isRequired: true },
      }),
      alt: localizedText("Description of the picture (alt text)", {
        description:
          "What the picture shows, for people who cannot see it and for search engines. One sentence.",
        max: 200,
      }),
    },
    { label, description },
  );
  pictureFields.set(field, group);
  return field;
}

/**
 * The entry's mark for having no Arabic: the build then lets its Arabic texts stay empty, and the
 * Arabic pages show its English words marked as English (lang="en" dir="ltr").
 */
export function englishOnly(description: string) {
  return fields.checkbox({ label: "English only", description, defaultValue: false });
}

/** Markdoc fields holding the Arabic text of an entry's article (the build requires it). */
export const arabicArticles = new WeakSet<object>();

/**
 * A long text in Markdoc: headings (levels 2 and 3), paragraphs, lists, links, bold and italic.
 * Pictures go through the build's resizing, so an article keeps to words; no tables or code.
 */
export function article(label: string, description: string) {
  return fields.markdoc({
    label,
    description,
    options: {
      heading: [2, 3],
      image: false,
      table: false,
      codeBlock: false,
      code: false,
      strikethrough: false,
    },
  });
}

/** An article's Arabic text, beside the English one: checked by the build like other Arabic. */
export function arabicArticle(label: string, description: string) {
  const field = rightToLeft(article(label, description), { required: true });
  arabicArticles.add(field);
  return field;
}

/**
 * When a post or news item may go live (app/cms/schedule.ts): until then every build leaves it out,
 * and the back office publishes it by itself once the time has come. Empty: as soon as published.
 */
export function publishAt(what: string) {
  return fields.datetime({
    label: "Publish at",
    description: `Time zone: ${scheduleTimeZone}. Leave empty to show the ${what} as soon as it is published; with a time, the ${what} stays off the site until then and goes live by itself within two minutes of it.`,
  });
}

/** Position in its list: lower numbers come first. */
export function order() {
  return fields.integer({
    label: "Position",
    description: "Where this entry appears in its list: lower numbers come first.",
    defaultValue: 100,
    validation: { isRequired: true, min: 0, max: 9999 },
  });
}

/** The entry's name, which also makes its file name (the "slug"). */
export function entryName(label: string, max = 80) {
  return fields.slug({
    name: { label, validation: { length: { min: 1, max } } },
    slug: {
      label: "File name",
      description:
        "Used in the file name and, for pages of their own, in the address. Lowercase words joined by dashes.",
    },
  });
}

/** Lists of redirects: the checks read each as a whole, for loops and chains (app/cms/check.ts). */
export const redirectLists = new WeakSet<object>();

/** A list of old addresses of the site, each with the page it now leads to (common/redirects.ts). */
export function redirectList(label: string, description: string) {
  const address = (addressLabel: string, addressDescription: string) =>
    fields.text({
      label: addressLabel,
      description: addressDescription,
      validation: { length: { min: 1, max: 300 } },
    });
  const field = fields.array(
    fields.object(
      {
        from: address(
          "Old address",
          "The address that no longer has a page, starting with /, such as /blog/old-name. Write the English address: its Arabic twin under /ar is redirected too.",
        ),
        to: address(
          "New address",
          "The page visitors and search engines are sent to instead, starting with /, such as /blog/new-name or /what-we-do#esg. It must be a page of this site.",
        ),
      },
      { label: "Redirect" },
    ),
    {
      label,
      description,
      itemLabel: (props) => `${props.fields.from.value || "…"} → ${props.fields.to.value || "…"}`,
    },
  );
  redirectLists.add(field);
  return field;
}
