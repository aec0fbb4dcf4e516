import { type Language, localizedPath, otherLanguage } from "../../common/i18n.ts";
import { type PagePath, paths } from "../../common/paths.ts";
import { absoluteUrl } from "../../common/site-url.ts";
import type { LlmsContent } from "../cms/model/types.ts";
import { indexablePaths } from "./sitemap.ts";

/** Read by language models, not shown on a page, so these few words live here, not in the editor. */
const llmsHeadings: Record<Language, Record<string, string>> = {
  en: {
    pages: "Pages",
    services: "Services",
    impact: "Impact",
    offices: "Offices",
    contact: "Contact",
    enquiries: "Enquiries",
    email: "E-mail",
    phone: "Phone",
    address: "Address",
    other: "The site in Arabic",
  },
  ar: {
    pages: "الصفحات",
    services: "الخدمات",
    impact: "أثرنا",
    offices: "المكاتب",
    contact: "التواصل",
    enquiries: "الاستفسارات",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    address: "العنوان",
    other: "The site in English",
  },
};

export function llmsTxt(base: string, content: LlmsContent, language: Language = "en"): string {
  const { site } = content;
  const words = llmsHeadings[language];
  const url = (path: string) => absoluteUrl(localizedPath(path, language), base);
  const lines = [`# ${site.name}`, "", `> ${site.description}`, "", content.intro, ""];
  for (const note of content.notes) lines.push(`- ${note}`);
  const other = otherLanguage(language);
  lines.push(`- ${words.other}: ${absoluteUrl(localizedPath("/llms.txt", other), base)}`);
  lines.push("", `## ${words.pages}`, "");
  for (const page of content.pages) {
    // Nor a page hidden from search engines: language models read this as a crawler would.
    if (!indexablePaths.includes(page.path as PagePath) || page.sharing?.hidden) continue;
    lines.push(`- [${page.title}](${url(page.path)}): ${page.description}`);
  }
  lines.push("", `## ${words.services}`, "");
  for (const service of content.services) lines.push(`- ${service.title}: ${service.summary}`);
  lines.push("", `## ${words.impact}`, "");
  for (const figure of content.figures) lines.push(`- ${figure.label}: ${figure.value}`);
  lines.push("", `## ${words.offices}`, "");
  for (const office of content.offices.filter((location) => location.type === "office")) {
    lines.push(
      `- ${office.city}, ${office.country}${office.description ? `: ${office.description}` : ""}`,
    );
  }
  lines.push(
    "",
    `## ${words.contact}`,
    "",
    `- ${words.enquiries}: ${url(paths.contact)}`,
    `- ${words.email}: ${site.email}`,
    `- ${words.phone}: ${site.phone}`,
    `- ${words.address}: ${site.address}`,
    "",
  );
  return lines.join("\n");
}
