import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import {
  Children,
  type CSSProperties,
  type FocusEvent,
  isValidElement,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { languageSettings } from "../../../common/i18n.ts";
import { Icon } from "../../components/icon/icon.tsx";
import { useNearViewport } from "../../hooks/use-near-viewport.ts";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion.ts";
import { useMessages, useSiteData } from "../../hooks/use-site-data.ts";
import {
  type CarouselVariant,
  carouselSettings,
  carouselStyle,
  emblaOptions,
} from "./carousel-settings.ts";
import "./carousel.css";

export interface CarouselProps {
  variant: CarouselVariant;
  label: string;
  children: ReactNode;
  className?: string;
  setupDelayMs?: number;
  /**
   * In view from the moment the page opens (the home banner): its first turn comes an interval
   * after the page began to load, however late its code woke, not an interval after that.
   */
  firstTurnFromPageStart?: boolean;
}

function applyRotation(api: EmblaCarouselType, rotating: boolean) {
  const autoplay = api.plugins().autoplay;
  if (!autoplay) return;
  // With a single snap the plugin never initialised its timer: playing it would spin.
  if (rotating && api.scrollSnapList().length > 1) autoplay.play();
  else autoplay.stop();
}

const startMargin = "50% 0px";

type RotationChoice = "auto" | "playing" | "paused";

export function Carousel({
  variant,
  label,
  children,
  className,
  setupDelayMs = 0,
  firstTurnFromPageStart = false,
}: CarouselProps) {
  const settings = carouselSettings[variant];
  const { carousel: carouselText, language } = useSiteData();
  const t = useMessages();
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();

  // Embla measures as it starts (a forced layout): started near the viewport in a task of its own,
  // it stays out of hydration's long task (four carousels took about 80 ms on /, 4x-slowed CPU).
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, startMargin);
  const [delayed, setDelayed] = useState(setupDelayMs > 0);
  useEffect(() => {
    if (setupDelayMs === 0) return;
    const timer = setTimeout(() => setDelayed(false), setupDelayMs);
    return () => clearTimeout(timer);
  }, [setupDelayMs]);
  const active = near && !delayed;

  const autoplayMs = settings.autoplayMs;
  // Right to left, slides run from right to left and "next" moves the way an Arabic reader expects.
  const direction = languageSettings[language].dir;
  const options = useMemo(
    () => ({ ...emblaOptions(settings), active, direction }),
    [settings, active, direction],
  );
  const plugins = useMemo(
    () =>
      autoplayMs === null
        ? []
        : // Hover and focus are handled below (they pause), the plugin only keeps time.
          [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnFocusIn: false })],
    [autoplayMs],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(options, plugins);
  // An inactive Embla has no plugins or snaps to ask about: a control used before the set-up acts
  // once it is done.
  const api = active ? emblaApi : undefined;
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const control = (action: (api: EmblaCarouselType) => void) => {
    if (api) action(api);
    else pending.current = action;
  };
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [choice, setChoice] = useState<RotationChoice>("auto");
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const rotatingRef = useRef(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    const reInit = () => {
      sync();
      // The plugin forgets its state when Embla re-initialises (e.g. on resize).
      applyRotation(api, rotatingRef.current);
    };
    // A drag or swipe is the visitor taking over: rotation stops, as the plugin does on it.
    const takeOver = () => setChoice("paused");
    sync();
    // Its code may have woken because the mouse came over it: no pointerenter comes after that.
    if (matchMedia("(hover: hover)").matches && sectionRef.current?.matches(":hover")) {
      setHovered(true);
    }
    api.on("select", sync).on("reInit", reInit).on("pointerDown", takeOver);
    return () => {
      api.off("select", sync).off("reInit", reInit).off("pointerDown", takeOver);
    };
  }, [api]);

  const canRotate = autoplayMs !== null;
  const playing = canRotate && (choice === "playing" || (choice === "auto" && !reducedMotion));
  const rotating = playing && !hovered && !focusInside && snapCount > 1;

  // Only as it starts: held still then (a hover, focus, Pause), it turns an interval after it may
  // rotate again, as always.
  const firstTurnPending = useRef(firstTurnFromPageStart);
  useEffect(() => {
    rotatingRef.current = rotating;
    if (!api) return;
    const fromPageStart = firstTurnPending.current && autoplayMs !== null;
    firstTurnPending.current = false;
    if (!rotating || !fromPageStart) {
      applyRotation(api, rotating);
      return;
    }
    const firstTurn = () => {
      api.scrollNext();
      applyRotation(api, rotatingRef.current);
    };
    const wait = autoplayMs - performance.now();
    if (wait <= 0) {
      firstTurn();
      return;
    }
    const timer = setTimeout(firstTurn, wait);
    // Paused (a hover, focus, Pause) before it: the plugin takes over when it may rotate again.
    return () => clearTimeout(timer);
  }, [api, rotating, autoplayMs]);

  const onFocus = (event: FocusEvent) => {
    // Focus on the rotation control itself does not pause, so that "Play" can start rotation.
    setFocusInside(event.target !== rotationButton.current);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const dots = settings.dots ? Array.from({ length: snapCount }, (_, index) => index) : [];
  const style = { ...carouselStyle(settings) } as CSSProperties;

  return (
    <section
      ref={sectionRef}
      className={["carousel", `carousel--${variant}`, className].filter(Boolean).join(" ")}
      aria-roledescription={carouselText.roleDescription}
      aria-label={label}
      style={style}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is an ARIA group (APG carousel); <fieldset> is for forms.
            <div
              key={isValidElement(slide) ? slide.key : String(slide)}
              className="carousel__slide"
              role="group"
              aria-roledescription={carouselText.slideRoleDescription}
              aria-label={t("carousel.slideLabel", {
                position: index + 1,
                total: slides.length,
              })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls" data-inactive={snapCount > 1 ? undefined : ""}>
        {canRotate && (
          <button
            ref={rotationButton}
            type="button"
            className="carousel__button"
            aria-label={playing ? carouselText.pause : carouselText.play}
            onClick={() => setChoice(playing ? "paused" : "playing")}
          >
            <Icon name={playing ? "pause" : "play"} size={18} />
          </button>
        )}
        {settings.arrows && (
          <button
            type="button"
            className="carousel__button"
            aria-label={carouselText.previous}
            onClick={() => control((a) => a.scrollPrev(reducedMotion))}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
        )}
        {dots.length > 0 && (
          <div className="carousel__dots">
            {dots.map((index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={t("carousel.goToSlide", { position: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => control((a) => a.scrollTo(index, reducedMotion))}
              />
            ))}
          </div>
        )}
        {settings.arrows && (
          <button
            type="button"
            className="carousel__button"
            aria-label={carouselText.next}
            onClick={() => control((a) => a.scrollNext(reducedMotion))}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        )}
      </div>
    </section>
  );
}
