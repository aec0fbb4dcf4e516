import { Icon } from "../components/icon/icon.tsx";
import { ItemGrid } from "../components/item-grid.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./values-list.css";
import type { ValueItem } from "../cms/model/types.ts";

export interface ValuesListProps {
  heading: string;
  values: readonly ValueItem[];
}

export function ValuesList({ heading, values }: ValuesListProps) {
  return (
    <TitledSection heading={heading} tone="alt">
      <ItemGrid columns={2}>
        {values.map((value) => (
          <li key={value.title} className="values-list__item">
            <span className="values-list__mark">
              <Icon name="check" size={20} />
            </span>
            <div>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </div>
          </li>
        ))}
      </ItemGrid>
    </TitledSection>
  );
}
