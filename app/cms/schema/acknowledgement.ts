// The e-mail a visitor receives once their enquiry has arrived. Written into each release by the
// build (scripts/write-acknowledgement.ts); the public server sends the live release's words.
import { singleton } from "@keystatic/core";
import { localizedText, messageText } from "./fields.ts";

const reference = "Write {reference} where the enquiry's reference number goes.";

export const acknowledgement = singleton({
  label: "Enquiry acknowledgement",
  path: "content/acknowledgement",
  format: { data: "yaml" },
  schema: {
    senderName: localizedText("Sender's name", {
      description: "Who the e-mail is from, as the visitor's mail program shows it.",
      max: 80,
    }),
    subject: messageText("Subject", ["reference"], reference, 160),
    greeting: localizedText("Greeting", { description: "The first line.", max: 80 }),
    text: messageText(
      "Text",
      ["reference"],
      `One paragraph per line. ${reference} Nothing the visitor typed is ever added to this e-mail.`,
      1500,
      true,
    ),
    closing: localizedText("Closing", {
      description: "One line each; the last is the group's name.",
      multiline: true,
      max: 200,
    }),
    footnote: localizedText("Footnote", {
      description: "Under the closing, in smaller type: why this e-mail came.",
      multiline: true,
      max: 400,
    }),
  },
});

export const singletons = { acknowledgement };
