import { languageAttributes } from "../../common/i18n.ts";
import type { InsightItem, InsightsList as ListData } from "../../common/insights.ts";
import { insightFilters } from "../../common/insights.ts";
import { fill } from "../../common/site-data-types.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { useFormats } from "../hooks/use-site-data.ts";
import { TitledSection } from "./titled-section.tsx";
import "./latest-news.css";
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

function InsightCard({ item, words }: { item: InsightItem; words: Props["words"] }) {
  const format = useFormats();
  const own = languageAttributes(item);
  const news = item.kind === "news";
  return (
    <li className="news-card insight-card">
      <ResponsiveImage
        image={item.image}
        sizes="(min-width: 1024px) 380px, (min-width: 768px) 33vw, 100vw"
        className="news-card__image"
      />
      <div className="news-card__body">
        <p className="insight-card__meta">
          <span className="insight-card__kind">{words.kinds[item.kind]}</span>
          {" · "}
          <time dateTime={item.date}>{format.date(item.date)}</time>
        </p>
        <h3 className="news-card__title" {...own}>
          {news ? (
            <a href={item.to} target="_blank" rel="noopener noreferrer">
              {item.title} <span className="visually-hidden">{words.newTab}</span>
            </a>
          ) : (
            <a href={item.to}>{item.title}</a>
          )}
        </h3>
        <p {...own}>{item.summary}</p>
        {item.author && (
          <p className="insight-card__author">
            {words.byline}{" "}
            <a href={item.author.to} rel="author">
              {item.author.name}
            </a>
          </p>
        )}
        {news && item.network && (
          <p className="news-card__network" aria-hidden="true">
            {fill(words.readOn, { network: item.network })}
          </p>
        )}
      </div>
    </li>
  );
}
