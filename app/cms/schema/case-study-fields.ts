// The fields a case study adds for its own page: its figures, a client's quote and a cover.
import { fields } from "@keystatic/core";
import { entryPicker } from "./entry-picker.ts";
import { pdfDocument, picture, pluralText, requiredList, sharing } from "./fields.ts";

const figure = fields.object(
  {
    value: fields.integer({
      label: "Number",
      description:
        "A whole number only, such as 40 or 5000: the site writes it as 5,000 (and in Arabic digits where the site settings say so).",
      validation: { isRequired: true, min: 0, max: 100_000_000 },
    }),
    unit: fields.text({
      label: "After the number",
      description: 'A short sign written right after the number, such as "%" or "+"; may be empty.',
      validation: { length: { max: 3 } },
    }),
    label: pluralText(
      "What it counts",
      "count",
      'The words under the number, such as "sites certified" or "less rework", one form per kind of number so they agree with it (English: 1 site certified / 6 sites certified; Arabic: موقع معتمد، موقعان معتمدان، مواقع معتمدة، موقعًا معتمدًا). The number itself shows above them: leave {count} out.',
      60,
    ),
  },
  { label: "Figure" },
);

export const caseStudyFields = {
  figures: requiredList(
    fields.array(figure, {
      label: "Results in figures",
      description:
        "The results as numbers, taken from the result sentence: at least one. The first is the one on the case study's card on the Impact page; all of them show on its own page.",
      itemLabel: (props) =>
        `${props.fields.value.value ?? ""}${props.fields.unit.value} ${props.fields.label.fields.en.fields.other.value}`.trim() ||
        "Figure",
      validation: { length: { min: 1 } },
    }),
    'a case study needs at least one result figure: add one under "Results in figures" (the first shows on its card on the Impact page)',
  ),
  quote: entryPicker({
    label: "Client's words",
    description:
      'A quote from the client about this work, picked from "Testimonials"; it shows with the role and organisation written there. May be empty.',
    collection: "testimonials",
  }),
  cover: picture(
    "Cover picture",
    "impact",
    "On the case study's card on the Impact page and at the top of its own page. The description is required, in both languages.",
  ),
  document: pdfDocument("case-studies"),
  sharing: sharing("case-studies", { otherwise: "the case study's cover picture" }),
};
