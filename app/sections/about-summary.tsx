import type { LinkItem } from "../../common/content-types.ts";
import { TitledSection } from "./titled-section.tsx";

export interface AboutSummaryProps {
  heading: string;
  paragraphs: readonly string[];
  link: LinkItem;
}

export function AboutSummary({ heading, paragraphs, link }: AboutSummaryProps) {
  return (
    <TitledSection heading={heading} tone="alt">
      <div className="about-summary">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <a href={link.to} className="button button--primary">
          {link.label}
        </a>
      </div>
    </TitledSection>
  );
}
