import type { Language } from "../../../common/i18n.ts";

// The words are here, not in content/: they explain that the content cannot be read, so they
// cannot come from it. Only the development server shows them (app/root.tsx).
export const contentProblemWords: Record<Language, { title: string; intro: string }> = {
  en: {
    title: "This page cannot be shown yet",
    intro:
      "The site cannot be built with this content. Correct each problem in the editor, save, then reload this page.",
  },
  ar: {
    title: "لا يمكن عرض هذه الصفحة بعد",
    intro:
      "لا يمكن بناء الموقع بهذا المحتوى. صحّح كل مشكلة في المحرر واحفظ، ثم أعد تحميل هذه الصفحة.",
  },
};

export function ContentProblems({ message, language }: { message: string; language: Language }) {
  const lines = message.split("\n").filter((line) => line.trim() !== "");
  const { title, intro } = contentProblemWords[language];
  return (
    <section className="container page-section" aria-labelledby="content-problems">
      <h1 id="content-problems">{title}</h1>
      <p>{intro}</p>
      {/* File names and the build's reasons are English: written left to right on Arabic pages. */}
      <ul lang="en" dir="ltr">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
