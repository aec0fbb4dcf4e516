import { useId } from "react";
import { ItemGrid } from "../components/item-grid.tsx";

export interface FeatureTeaser {
  title: string;
  text: string;
}

import "./feature-teasers.css";

export interface FeatureTeasersProps {
  /** Heading for assistive technology; the cards speak for themselves visually. */
  heading: string;
  items: readonly FeatureTeaser[];
}

/** Three short selling points under the banner. */
export function FeatureTeasers({ heading, items }: FeatureTeasersProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="feature-teasers">
      <div className="container">
        <h2 id={headingId} className="visually-hidden">
          {heading}
        </h2>
        <ItemGrid columns={3}>
          {items.map((item) => (
            <li key={item.title} className="feature-teasers__item">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ItemGrid>
      </div>
    </section>
  );
}
