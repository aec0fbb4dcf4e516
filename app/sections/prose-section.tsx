import { TitledSection } from "./titled-section.tsx";
import "./prose-section.css";

export interface ProseSectionProps {
  heading: string;
  paragraphs: readonly string[];
  tone?: "plain" | "alt";
}

/** A titled section of running text (the about page's group description). */
export function ProseSection({ heading, paragraphs, tone }: ProseSectionProps) {
  return (
    <TitledSection heading={heading} tone={tone}>
      <div className="prose-section">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </TitledSection>
  );
}
