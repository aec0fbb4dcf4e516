import { type ReactNode, useId } from "react";
import "./titled-section.css";

export interface TitledSectionProps {
  heading: string;
  intro?: string;
  /** "alt" gives the section the alternate background, to set it apart from its neighbours. */
  tone?: "plain" | "alt";
  className?: string;
  children: ReactNode;
}

/** A page section named by its <h2>, with an optional introduction. */
export function TitledSection({
  heading,
  intro,
  tone = "plain",
  className,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={["page-section", `titled-section--${tone}`, className].filter(Boolean).join(" ")}
    >
      <div className="container">
        <div className="titled-section__header">
          <h2 id={headingId}>{heading}</h2>
          {intro && <p className="titled-section__intro">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
