import type { ReactNode } from "react";
import { Carousel } from "../features/carousel/carousel.tsx";
import { type CarouselVariant, carouselSettings } from "../features/carousel/carousel-settings.ts";
import "./carousel-demo.css";

export interface CarouselDemoText {
  settingsHeading: string;
  settingLabels: Record<
    "perView" | "autoplay" | "loop" | "gap" | "speed" | "arrows" | "dots",
    string
  >;
  off: string;
  yes: string;
  no: string;
}

export interface CarouselDemoProps {
  variant: CarouselVariant;
  /** The demo's heading and the carousel's accessible name. */
  name: string;
  text: CarouselDemoText;
  children: ReactNode;
}

/** One carousel on the developer page, with the settings it runs on. */
export function CarouselDemo({ variant, name, text, children }: CarouselDemoProps) {
  const settings = carouselSettings[variant];
  const { settingLabels: label } = text;
  const yesNo = (value: boolean) => (value ? text.yes : text.no);
  const rows: [string, string][] = [
    [
      label.perView,
      `${settings.perView.narrow} / ${settings.perView.medium} / ${settings.perView.wide}`,
    ],
    [label.autoplay, settings.autoplayMs === null ? text.off : `${settings.autoplayMs} ms`],
    [label.loop, yesNo(settings.loop)],
    [label.gap, `${settings.gapPx}px`],
    [label.speed, `${settings.speedMs} ms`],
    [label.arrows, yesNo(settings.arrows)],
    [label.dots, yesNo(settings.dots)],
  ];
  return (
    <section className="carousel-demo page-section">
      <div className="container">
        <h2>{name}</h2>
        <h3>{text.settingsHeading}</h3>
        <dl className="carousel-demo__settings">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Carousel variant={variant} label={name}>
          {children}
        </Carousel>
      </div>
    </section>
  );
}

export interface DemoSlide {
  id: string;
  title: string;
  text: string;
}

/** A plain numbered slide for carousels whose real content lives elsewhere. */
export function DemoSlideCard({ slide }: { slide: DemoSlide }) {
  return (
    <div className="demo-slide">
      <h4>{slide.title}</h4>
      <p>{slide.text}</p>
    </div>
  );
}
