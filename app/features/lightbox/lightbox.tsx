import type { CSSProperties, KeyboardEvent } from "react";
import { languageSettings } from "../../../common/i18n.ts";
import type { CaptionedImage } from "../../../common/images.ts";
import { ModalDialog } from "../../components/dialog/modal-dialog.tsx";
import { Icon } from "../../components/icon/icon.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { useMessages, useSiteData } from "../../hooks/use-site-data.ts";
import { useSwipe } from "./use-swipe.ts";
import "./lightbox.css";

interface LightboxProps {
  images: readonly CaptionedImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const image = index === null ? undefined : images[index];
  const lightboxText = useSiteData().lightbox;
  return (
    <ModalDialog
      open={image !== undefined}
      onClose={onClose}
      label={lightboxText.label}
      className="lightbox"
    >
      {image && index !== null && (
        <LightboxContent
          image={image}
          index={index}
          total={images.length}
          onIndexChange={onIndexChange}
          onClose={onClose}
        />
      )}
    </ModalDialog>
  );
}

interface LightboxContentProps {
  image: CaptionedImage;
  index: number;
  total: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

function LightboxContent({ image, index, total, onIndexChange, onClose }: LightboxContentProps) {
  const step = (direction: 1 | -1) => onIndexChange((index + direction + total) % total);
  const { lightbox: lightboxText, language } = useSiteData();
  const t = useMessages();
  // Right to left, the next picture lies to the left: the arrow keys and the swipe follow.
  const rightToLeft = languageSettings[language].dir === "rtl";
  const swipe = useSwipe(step, rightToLeft);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === (rightToLeft ? "ArrowLeft" : "ArrowRight")) step(1);
    else if (event.key === (rightToLeft ? "ArrowRight" : "ArrowLeft")) step(-1);
    else return;
    event.preventDefault();
  };

  // Known only in the browser (the lightbox never pre-renders): sizes the image to the viewport.
  const ratio = { "--lightbox-ratio": image.width / image.height } as CSSProperties;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are shortcuts for the Previous and Next buttons.
    <div className="lightbox__content" style={ratio} onKeyDown={onKeyDown}>
      <button type="button" className="lightbox__close icon-button" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">{lightboxText.close}</span>
      </button>
      <figure className="lightbox__figure">
        <div className="lightbox__stage" {...swipe}>
          <ResponsiveImage
            key={image.src}
            image={image}
            sizes="(min-width: 1300px) 1200px, 92vw"
            priority
            className="lightbox__image"
          />
          <button
            type="button"
            className="lightbox__nav lightbox__nav--previous icon-button"
            onClick={() => step(-1)}
          >
            <Icon name="chevronLeft" />
            <span className="visually-hidden">{lightboxText.previous}</span>
          </button>
          <button
            type="button"
            className="lightbox__nav lightbox__nav--next icon-button"
            onClick={() => step(1)}
          >
            <Icon name="chevronRight" />
            <span className="visually-hidden">{lightboxText.next}</span>
          </button>
        </div>
        <figcaption className="lightbox__caption">
          <span>{image.caption}</span>
          <span className="lightbox__position">
            {t("lightbox.position", { current: index + 1, total })}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
