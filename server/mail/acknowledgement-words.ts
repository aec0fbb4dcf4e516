// The acknowledgement e-mailed to a visitor who sent an enquiry, in the group's own words, one set
// per language of the site. It quotes nothing the visitor typed (not their name, subject or
// message), so the form cannot be used to send a stranger a message through the group's domain.
// The marketing team's wording lives here, not in content/: the public server sends it and has no
// published content to read from. The group's name is written as in content/site.yaml; a new name
// goes in both.
import type { Language } from "../../common/i18n.ts";

export interface AcknowledgementWords {
  /** The sender's display name, before CONTACT_FROM. */
  senderName: string;
  subject: (reference: string) => string;
  greeting: string;
  /** The body, one paragraph each; `reference` is the enquiry's reference. */
  paragraphs: (reference: string) => string[];
  /** Lines of the closing, the last one the group's name. */
  closing: string[];
  /** Under the closing, smaller: why this e-mail came and what to do if it was not wanted. */
  footnote: string;
}

export const acknowledgementWords: Record<Language, AcknowledgementWords> = {
  en: {
    senderName: "Redefine Consulting Group",
    subject: (reference) => `We have received your enquiry (reference ${reference})`,
    greeting: "Hello,",
    paragraphs: (reference) => [
      "Thank you for contacting Redefine Consulting Group. We have received your enquiry.",
      `Your reference is ${reference}. Please quote it if you write to us about this enquiry.`,
      "We reply within two working days.",
    ],
    closing: ["Kind regards,", "Redefine Consulting Group"],
    footnote:
      "This is an automatic acknowledgement of an enquiry sent from our website with this e-mail address. If you did not contact us, please ignore this e-mail.",
  },
  ar: {
    senderName: "مجموعة ريدفاين للاستشارات",
    subject: (reference) => `تلقّينا استفساركم (الرقم المرجعي ${reference})`,
    greeting: "تحية طيبة وبعد،",
    paragraphs: (reference) => [
      "شكرًا لتواصلكم مع مجموعة ريدفاين للاستشارات. لقد تلقّينا استفساركم.",
      `الرقم المرجعي لاستفساركم هو ${reference}. يُرجى ذكره عند مراسلتنا بشأن هذا الاستفسار.`,
      "سنردّ عليكم خلال يومي عمل.",
    ],
    closing: ["مع خالص التحية،", "مجموعة ريدفاين للاستشارات"],
    footnote:
      "هذه رسالة تلقائية لتأكيد استلام استفسار أُرسل من موقعنا الإلكتروني باستخدام عنوان البريد الإلكتروني هذا. إن لم تتواصلوا معنا، فيُرجى تجاهل هذه الرسالة.",
  },
};
