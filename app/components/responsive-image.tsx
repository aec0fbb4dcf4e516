import type { JSX } from "react";
import { preload } from "react-dom";
import {
  type ImageAsset,
  type ImageFormat,
  imageMimeTypes,
  imageUrl,
} from "../../common/images.ts";

export interface ResponsiveImageProps {
  image: ImageAsset;
  sizes: string;
  priority?: boolean;
  className?: string;
}

function srcSet(image: ImageAsset, format: ImageFormat): string {
  return image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(", ");
}

function fallbackWidth(image: ImageAsset): number {
  return image.widths[Math.floor((image.widths.length - 1) / 2)] ?? image.width;
}

export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps): JSX.Element {
  const fallback = image.formats[image.formats.length - 1] ?? "jpg";
  return (
    <picture>
      {image.formats.slice(0, -1).map((format) => (
        <source
          key={format}
          type={imageMimeTypes[format]}
          srcSet={srcSet(image, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={imageUrl(image, fallbackWidth(image), fallback)}
        srcSet={srcSet(image, fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={className}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}

/** A preload in the head for the same best-format srcset, so the browser fetches the file it paints. */
export function preloadImage(image: ImageAsset, sizes: string): void {
  const best = image.formats[0] ?? "jpg";
  preload(imageUrl(image, fallbackWidth(image), best), {
    as: "image",
    imageSrcSet: srcSet(image, best),
    imageSizes: sizes,
    type: imageMimeTypes[best],
    fetchPriority: "high",
  });
}
