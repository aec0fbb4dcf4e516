// The privacy notice (/privacy), linked from the footer and the contact form.
// SAMPLE TEXT: written for this project to show what the notice must cover. The business
// and its lawyer must check it before going live. The retention period must match the server's
// RETENTION_DAYS (default 365); what is kept where is in README.md "Privacy and retention".
import { site } from "./site.ts";

export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export const retentionDays = 365;

export const privacyNotice = {
  updated: "Last updated: 1 June 2025 (sample)",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${site.name} runs this website. For anything about your personal information, write to ${site.email} or to ${site.address}.`,
      ],
    },
    {
      heading: "What the contact form collects",
      paragraphs: ["When you send the contact form we receive:"],
      list: [
        "your name, e-mail address and phone number;",
        "the subject and message you write;",
        "the time you sent it.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "Only to answer your enquiry and to follow it up if you ask us to. We do not use it for marketing, we do not sell it, and we do not share it with anyone outside our group of companies.",
        "To keep automated spam out, the server looks at how an enquiry was sent (for example, how quickly after the page loaded). It does not profile you and needs no CAPTCHA.",
      ],
    },
    {
      heading: "Where it is kept",
      paragraphs: [
        "Your enquiry is stored in the database of our own web server and sent by e-mail to the team that answers enquiries. Both are run by us or by hosting providers working under contract for us.",
        "The e-mail passes through our mail server and stays in the team's mailbox; those copies are kept and deleted under our mail provider's and our own mailbox rules, separately from the website's copy.",
        "The site sets one cookie, XSRF-TOKEN, which protects the form against forged requests. It holds no information about you and is deleted when you close your browser. We use no tracking or advertising cookies.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        `Enquiries are deleted automatically from the website's server ${retentionDays} days after we receive them, with every copy the server made of them. The server checks for enquiries past that age every day.`,
        "When we delete an enquiry, on request or after that period, it is erased from the server's files, not only hidden. We then also delete the e-mail in our mailbox.",
      ],
    },
    {
      heading: "Your rights and how to ask for deletion",
      paragraphs: [
        `You can ask to see, correct or delete what we hold about you. Write to ${site.email} from the address you used in the form, or tell us that address. We delete every enquiry sent from it and confirm within 30 days.`,
        "If you are not satisfied with our answer, you can complain to the data protection authority of your country.",
      ],
    },
  ] satisfies PrivacySection[],
} as const;
