import { ItemGrid } from "../components/item-grid.tsx";
import { Counter } from "../features/counters/counter.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./counter-strip.css";
import type { CounterItem } from "../cms/model/types.ts";

export interface CounterStripProps {
  heading: string;
  items: readonly CounterItem[];
  durationMs?: number;
}

export function CounterStrip({ heading, items, durationMs }: CounterStripProps) {
  return (
    <TitledSection heading={heading} className="counter-strip">
      <ItemGrid columns={{ count: 4, narrow: 2 }} className="counter-strip__list">
        {items.map((item) => (
          <li key={item.id} className="counter-strip__item">
            <Counter
              value={item.value}
              suffix={item.suffix}
              durationMs={durationMs}
              className="counter-strip__value"
            />
            <span className="counter-strip__label">{item.label}</span>
          </li>
        ))}
      </ItemGrid>
    </TitledSection>
  );
}
