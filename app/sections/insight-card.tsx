import { languageAttributes } from "../../common/i18n.ts";
import type { InsightCardWords, InsightItem } from "../../common/insights.ts";
import { fill } from "../../common/site-data-types.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { useFormats } from "../hooks/use-site-data.ts";
import "./latest-news.css";
import "./insight-card.css";

/** A post or news item as a card: picture, kind and date, title, summary, author. The same on
 * News & Blogs, its filters, industry, service and person pages. */
export function InsightCard({ item, words }: { item: InsightItem; words: InsightCardWords }) {
  const format = useFormats();
  const own = languageAttributes(item);
  const news = item.kind === "news";
  return (
    <li>
      <article className="news-card insight-card">
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
      </article>
    </li>
  );
}
