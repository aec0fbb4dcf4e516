import type { JSX } from "react";
import {
  type ImageAsset,
  type ImageFormat,
  imageMimeTypes,
  imageUrl,
} from "../../common/images.ts";

export interface ResponsiveImageProps {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold (the first banner slide): load at once with high priority. */
  priority?: boolean;
  className?: string;
}

function srcSet(image: ImageAsset, format: ImageFormat): string {
  return image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(", ");
}

/** The middle rendition: a sensible single file for browsers that ignore srcset. */
function fallbackWidth(image: ImageAsset): number {
  return image.widths[Math.floor((image.widths.length - 1) / 2)] ?? image.width;
}

/**
 * Each of the picture's formats in every width, best first (AVIF, WebP); the last format (JPEG)
 * is the <img> every browser can show.
 */
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

export interface ImagePreloadLink {
  rel: "preload";
  as: "image";
  href: string;
  imageSrcSet: string;
  imageSizes: string;
  type: string;
  fetchPriority: "high";
}

/**
 * A `<link rel="preload">` for a route's `links` export, matching the first (best) source of
 * <ResponsiveImage priority> so the browser fetches the same file it will paint. Assignable to
 * React Router's LinkDescriptor (fetchPriority is passed through to the element).
 */
export function preloadImageLink(image: ImageAsset, sizes: string): ImagePreloadLink {
  const best = image.formats[0] ?? "jpg";
  return {
    rel: "preload",
    as: "image",
    href: imageUrl(image, fallbackWidth(image), best),
    imageSrcSet: srcSet(image, best),
    imageSizes: sizes,
    type: imageMimeTypes[best],
    fetchPriority: "high",
  };
}
