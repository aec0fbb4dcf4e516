import type { NewsItem, NewsText } from "../../common/content-types.ts";
import { languageAttributes } from "../../common/i18n.ts";
import { fill } from "../../common/site-data-types.ts";
import { ItemGrid } from "../components/item-grid.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { useFormats } from "../hooks/use-site-data.ts";
import { TitledSection } from "./titled-section.tsx";
import "./latest-news.css";

export interface LatestNewsProps {
  heading: string;
  items: readonly NewsItem[];
  /** "Read on {network}", and what screen readers hear after each link (it opens a new tab). */
  text: NewsText;
}

/** News cards linking to the group's social posts, each opening in a new tab. */
export function LatestNews({ heading, items, text }: LatestNewsProps) {
  const format = useFormats();
  return (
    <TitledSection heading={heading}>
      <ItemGrid columns={3}>
        {items.map((item) => {
          return (
            <li key={item.id} className="news-card">
              <ResponsiveImage
                image={item.image}
                sizes="(min-width: 1024px) 380px, (min-width: 768px) 33vw, 100vw"
                className="news-card__image"
              />
              <div className="news-card__body">
                <time dateTime={item.date} className="news-card__date">
                  {format.date(item.date)}
                </time>
                <h3 className="news-card__title" {...languageAttributes(item)}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.title} <span className="visually-hidden">{text.newTab}</span>
                  </a>
                </h3>
                <p {...languageAttributes(item)}>{item.excerpt}</p>
                <p className="news-card__network" aria-hidden="true">
                  {fill(text.readOn, { network: item.network })}
                </p>
              </div>
            </li>
          );
        })}
      </ItemGrid>
    </TitledSection>
  );
}
