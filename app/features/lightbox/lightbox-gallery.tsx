import { useEffect, useRef, useState } from "react";
import type { CaptionedImage } from "../../../common/images.ts";
import { ItemGrid } from "../../components/item-grid.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { Lightbox } from "./lightbox.tsx";

export function LightboxGallery({ images }: { images: readonly CaptionedImage[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef<number | null>(null);

  useEffect(() => {
    if (index !== null) {
      lastShown.current = index;
      return;
    }
    // Runs after the dialog has closed (a child's effect runs first), so focus can leave it.
    if (lastShown.current !== null) thumbnails.current[lastShown.current]?.focus();
    lastShown.current = null;
  }, [index]);

  return (
    <>
      <ItemGrid columns={{ minWidth: "280px" }}>
        {images.map((image, position) => (
          <li key={image.src}>
            <figure className="lightbox-gallery__item">
              <button
                ref={(element) => {
                  thumbnails.current[position] = element;
                }}
                type="button"
                className="lightbox-gallery__thumb"
                aria-haspopup="dialog"
                onClick={() => setIndex(position)}
              >
                <ResponsiveImage
                  image={image}
                  sizes="(min-width: 1200px) 380px, (min-width: 640px) 46vw, 92vw"
                />
              </button>
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ItemGrid>
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}
