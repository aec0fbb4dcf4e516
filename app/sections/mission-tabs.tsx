import type { TabItem } from "../../common/content-types.ts";
import { Tabs } from "../features/tabs/tabs.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./mission-tabs.css";

export interface MissionTabsProps {
  heading: string;
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
}

export function MissionTabs({ heading, label, items }: MissionTabsProps) {
  const tabs = items.map((item) => ({
    id: item.id,
    label: item.label,
    content: (
      <>
        <h3>{item.heading}</h3>
        <p className="mission-tabs__body">{item.body}</p>
      </>
    ),
  }));
  return (
    <TitledSection heading={heading}>
      <Tabs label={label} tabs={tabs} />
    </TitledSection>
  );
}
