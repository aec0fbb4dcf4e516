import type { InsightsList as ListData } from "../../common/insights.ts";
import { insightFilters } from "../../common/insights.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { InsightCard } from "./insight-card.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./insights-list.css";

type Props = ListData & { allPath: string };

/** News & Blogs: filter links (plain pages, no script), then posts and news newest first. */
export function InsightsList({ current, items, filters, words, allPath }: Props) {
  const groups = insightFilters
    .map((filter) => ({ filter, links: filters.filter((link) => link.filter === filter) }))
    .filter((group) => group.links.length > 0);
  return (
    <>
      <nav aria-label={words.filters.label} className="container insights-filters">
        <p className="insights-filters__all">
          <a href={allPath} aria-current={current === null ? "page" : undefined}>
            {words.filters.all}
          </a>
        </p>
        {/* A phone shows the groups behind one "Filter" line (no script: a details element), so
            the first article is on the first screen; a wider screen shows them open, always. */}
        <details className="insights-filters__more">
          <summary>{words.filters.label}</summary>
          {groups.map(({ filter, links }) => (
            <div key={filter} className="insights-filters__group">
              <h2 id={`insights-filter-${filter}`}>{words.filters.headings[filter]}</h2>
              <ul aria-labelledby={`insights-filter-${filter}`}>
                {links.map((link) => (
                  <li key={link.slug}>
                    <a
                      href={link.to}
                      aria-current={
                        current?.filter === filter && current.slug === link.slug
                          ? "page"
                          : undefined
                      }
                    >
                      {link.name} <span className="insights-filters__count">{link.countLabel}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </nav>
      <TitledSection heading={words.heading}>
        <ItemGrid columns={3}>
          {items.map((item) => (
            <InsightCard key={`${item.kind}:${item.id}`} item={item} words={words} />
          ))}
        </ItemGrid>
      </TitledSection>
    </>
  );
}
