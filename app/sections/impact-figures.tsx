import type { ImpactFigure } from "../../common/content-types.ts";
import { TitledSection } from "./titled-section.tsx";
import "./impact-figures.css";

export interface ImpactFiguresProps {
  heading: string;
  intro?: string;
  figures: readonly ImpactFigure[];
  tone?: "plain" | "alt";
}

/** The impact figures as a grid of large numbers with their labels (home, about, impact pages). */
export function ImpactFigures({ heading, intro, figures, tone = "plain" }: ImpactFiguresProps) {
  return (
    <TitledSection heading={heading} intro={intro} tone={tone}>
      <ul className="impact-figures">
        {figures.map((figure) => (
          <li key={figure.id} className="impact-figures__item">
            {/* "90,000+" reads left to right on Arabic pages too. */}
            <bdi dir="ltr" className="impact-figures__value">
              {figure.value}
            </bdi>
            <span className="impact-figures__label">{figure.label}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
