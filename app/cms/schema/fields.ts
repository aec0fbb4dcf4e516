// Field builders shared by every content shape. Each visitor-facing text is stored in both site
// languages side by side ({ en, ar }); English is required, Arabic may stay empty until it is
// translated. The build's checks (app/cms/check.ts) find links, pictures and references through the
// registries below, so a new shape that uses these builders is checked without further code.
import { fields } from "@keystatic/core";
import { type ImageGroup, imageGroups } from "../../../common/images.ts";

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

/** A visitor-facing text in English and Arabic, side by side in the editor. */
export function localizedText(label: string, options: TextOptions = {}) {
  const { description, multiline = false, max, required = true } = options;
  const length = { min: required ? 1 : 0, ...(max === undefined ? {} : { max }) };
  return fields.object(
    {
      en: fields.text({ label: "English", multiline, validation: { length } }),
      ar: fields.text({
        label: "Arabic",
        multiline,
        validation: { length: { min: 0, ...(max === undefined ? {} : { max }) } },
      }),
    },
    { label, description, layout: [6, 6] },
  );
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
