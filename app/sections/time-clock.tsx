import { Icon } from "../components/icon/icon.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./service-areas.css";

export interface TimeClockProps {
  heading: string;
  bullets: readonly string[];
}

export function TimeClock({ heading, bullets }: TimeClockProps) {
  return (
    <TitledSection heading={heading} tone="alt">
      <ul className="time-clock__list">
        {bullets.map((bullet) => (
          <li key={bullet}>
            <Icon name="check" size={20} />
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
