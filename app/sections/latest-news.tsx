import { formatDate } from "../../content/format.ts";
import type { ImageAsset } from "../../content/images.ts";
import type { NewsItem } from "../../content/news.ts";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { TitledSection } from "./titled-section.tsx";
import "./latest-news.css";

export interface LatestNewsProps {
  heading: string;
  items: readonly NewsItem[];
  /** Card pictures by news id. */
  images: Readonly<Record<string, ImageAsset | undefined>>;
  readOn: (network: string) => string;
  /** Told to screen readers after each link, which opens a new tab. */
  newTab: string;
}

/** News cards linking to the group's social posts, each opening in a new tab. */
export function LatestNews({ heading, items, images, readOn, newTab }: LatestNewsProps) {
  return (
    <TitledSection heading={heading}>
      <ul className="latest-news">
        {items.map((item) => {
          const image = images[item.id];
          return (
            <li key={item.id} className="news-card">
              {image && (
                <ResponsiveImage
                  image={image}
                  sizes="(min-width: 1024px) 380px, (min-width: 768px) 33vw, 100vw"
                  className="news-card__image"
                />
              )}
              <div className="news-card__body">
                <time dateTime={item.date} className="news-card__date">
                  {formatDate(item.date)}
                </time>
                <h3 className="news-card__title">
                  <a href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.title} <span className="visually-hidden">{newTab}</span>
                  </a>
                </h3>
                <p>{item.excerpt}</p>
                <p className="news-card__network" aria-hidden="true">
                  {readOn(item.network)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
