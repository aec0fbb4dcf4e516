// The checks (app/cms/check.ts) find texts, links and pictures through the registries below, so a
// new shape built from these builders is checked without further code.
import { fields } from "@keystatic/core";
import { type ImageGroup, imageGroups } from "../../../common/images.ts";
import { publishAtTimeZone } from "../publish-at.ts";
import { libraryPicture } from "./library-picture.ts";
import { rightToLeft } from "./right-to-left.ts";

export { type Language, languages } from "../../../common/i18n.ts";
export type Localized = { en: string; ar: string };

interface TextOptions {
  description?: string;
  multiline?: boolean;
  max?: number;
  required?: boolean;
}

export const localizedFields = new WeakSet<object>();

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

export const arabicTextFields = new WeakSet<object>();

export function arabicText(label: string, description: string, max = 60) {
  const field = rightToLeft(
    fields.text({ label, description, validation: { length: { min: 0, max } } }),
    { required: true },
  );
  arabicTextFields.add(field);
  return field;
}

/** The placeholders each message may use: the build refuses any other "{…}". */
export const messageFields = new WeakMap<object, readonly string[]>();

export function messageText(
  label: string,
  placeholders: readonly string[],
  description: string,
  max = 60,
  multiline = false,
) {
  const field = localizedText(label, { description, max, multiline });
  messageFields.set(field, placeholders);
  return field;
}

/** By the CLDR rule every browser's Intl.PluralRules follows, so the page picks the same form. */
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

export const pluralFields = new WeakMap<object, string>();

/** Arabic has six plural forms ("نتيجتان" for 2, "{count} نتائج" for 3 to 10, …), not two. */
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

export const socialNetworks = [
  { label: "LinkedIn", value: "linkedin" },
  { label: "X (Twitter)", value: "x" },
  { label: "Facebook", value: "facebook" },
  { label: "Instagram", value: "instagram" },
  { label: "YouTube", value: "youtube" },
] as const;

export function socialNetwork(label: string, description?: string) {
  return fields.select({ label, description, options: socialNetworks, defaultValue: "linkedin" });
}

export const linkFields = new WeakSet<object>();

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

/** A person's profile on a network: the checks refuse the network's home page in its place. */
export const profileLinkFields = new WeakSet<object>();

export function profileLink(label: string) {
  const field = fields.url({
    label,
    description:
      "The full address of the person's own profile, starting with https://, such as https://www.linkedin.com/in/their-name.",
    validation: { isRequired: true },
  });
  profileLinkFields.add(field);
  return field;
}

export function link(label: string, options: { max?: number } = {}) {
  return fields.object(
    {
      label: localizedText("Words on the link", { max: options.max ?? 40 }),
      to: linkTarget("Goes to"),
    },
    { label },
  );
}

export const pictureFields = new WeakMap<object, ImageGroup>();

/**
 * Uploads never reach visitors as they are: the build makes copies at the layout's sizes. `folder`
 * keeps apart the pictures of a field many lists and pages share (their files would meet otherwise).
 */
export function picture(label: string, group: ImageGroup, description?: string, folder?: string) {
  const spec = imageGroups[group];
  const within = folder === undefined ? group : `${group}/${folder}`;
  const field = fields.object(
    {
      // Keystatic's image field, which may also copy in a picture already saved.
      src: libraryPicture({
        label: "Picture",
        description: `${spec.help} Uploads of at least ${spec.width} × ${spec.height} pixels look sharp; the picture is cropped to that shape.`,
        directory: `content/images/${within}`,
        publicPath: `/images/${within}/`,
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
 * How a page of its own shows when shared, and whether search engines list it: one group for every
 * entry with a page and every fixed page (app/cms/sharing.server.ts reads it, app/seo/head.ts uses
 * it). Both optional: an entry without them is shared and listed as before. `folder`: where its
 * share pictures are kept, one per list or page; `otherwise`: what is shared without one.
 */
export function sharing(folder: string, options: { otherwise?: string; note?: string } = {}) {
  const {
    otherwise = "the site's default share picture (Site details, header and footer)",
    note = "",
  } = options;
  return fields.object(
    {
      picture: fields.conditional(
        fields.checkbox({
          label: "Own share picture",
          description: `Tick to choose the picture shown when this page is shared on LinkedIn, WhatsApp, X or Facebook. Unticked: ${otherwise}.`,
          defaultValue: false,
        }),
        {
          true: picture(
            "Share picture",
            "share",
            "Shown in the preview card of a shared link; the description is read out where the picture cannot be seen.",
            folder,
          ),
          false: fields.empty(),
        },
      ),
      hidden: fields.checkbox({
        label: "Hide from search engines",
        description:
          "Ticked: search engines are asked not to list this page, in English and Arabic, and it is left out of the sitemap. Visitors and links still reach it. For a page not meant to be found by searching (a page only for a campaign, or not ready to be found); most pages leave it unticked.",
        defaultValue: false,
      }),
    },
    {
      label: "Sharing and search engines",
      description: `Optional: the picture shown when this page is shared, and whether search engines list it.${note}`,
    },
  );
}

export const documentFields = new WeakSet<object>();

/**
 * A PDF visitors can download from the entry's page (a brochure, a report), with the words of its
 * link. Optional; checked at Save and by the build (app/cms/document-rules.ts): a real PDF, within
 * the back office's size limit. Kept in the documents folder of content/, a folder per entry.
 */
export function pdfDocument(folder: string) {
  const field = fields.object(
    {
      file: fields.file({
        label: "PDF file",
        description:
          "A PDF only (saved as PDF from Word, PowerPoint or InDesign), at most 20 MB unless the site is set otherwise. Remove it to take the download off the page.",
        directory: `content/documents/${folder}`,
        publicPath: `/documents/${folder}/`,
      }),
      linkText: localizedText("Words on the download link", {
        description:
          'Such as "Download the brochure" / "حمّل الكتيّب". Needed when a PDF is chosen; the page adds the size ("PDF, 1.2 MB").',
        max: 60,
        required: false,
      }),
    },
    {
      label: "Document (PDF)",
      description:
        "Optional: a brochure or report visitors can download from this page. Leave empty for none.",
    },
  );
  documentFields.add(field);
  return field;
}

/**
 * An illustrative entry, not a real client's work: its page says so once, at its end, with the
 * words of the page that lists it (docs/product.md, "Unfinished text"). A real entry is unticked.
 */
export function sampleSwitch(description: string) {
  return fields.checkbox({ label: "Sample", description, defaultValue: false });
}

export function englishOnly(description: string) {
  return fields.checkbox({ label: "English only", description, defaultValue: false });
}

export const arabicArticles = new WeakSet<object>();

/** No pictures: they must go through the build's resizing, which an article's cannot. */
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

export function arabicArticle(label: string, description: string) {
  const field = rightToLeft(article(label, description), { required: true });
  arabicArticles.add(field);
  return field;
}

export function publishAt(what: string) {
  return fields.datetime({
    label: "Publish at",
    description: `Time zone: ${publishAtTimeZone}. Leave empty to show the ${what} as soon as it is published; with a time, the ${what} stays off the site until then and goes live by itself within two minutes of it.`,
  });
}

export function order() {
  return fields.integer({
    label: "Position",
    description: "Where this entry appears in its list: lower numbers come first.",
    defaultValue: 100,
    validation: { isRequired: true, min: 0, max: 9999 },
  });
}

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

/** The checks read each list as a whole, for loops and chains. */
export const redirectLists = new WeakSet<object>();

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

/** Lists that may not be empty, with the build's words when one is. */
export const requiredLists = new WeakMap<object, string>();

export function requiredList<T extends object>(field: T, reason: string): T {
  requiredLists.set(field, reason);
  return field;
}
