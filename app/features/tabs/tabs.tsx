import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import "./tabs.css";

export interface TabDefinition {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: readonly TabDefinition[];
  revealDelay?: number;
}

export function Tabs({ label, tabs, revealDelay = 50 }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [revealed, setRevealed] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (revealed === selected) return;
    const timer = setTimeout(() => setRevealed(selected), revealDelay);
    return () => clearTimeout(timer);
  }, [selected, revealed, revealDelay]);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={index === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel without controls focusable, so Tab reaches its text.
          tabIndex={0}
          className="tabs__panel"
          hidden={!(index === selected && index === revealed)}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
