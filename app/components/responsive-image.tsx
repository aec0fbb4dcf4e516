import type { JSX } from "react";
import { type ImageAsset, type ImageFormat, imageUrl } from "../../content/images.ts";

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

/** AVIF, then WebP, then a JPEG fallback, each in every generated width. */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps): JSX.Element {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth(image), "jpg")}
        srcSet={srcSet(image, "jpg")}
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
  type: "image/avif";
  fetchPriority: "high";
}

/**
 * A `<link rel="preload">` for a route's `links` export, matching the AVIF source of
 * <ResponsiveImage priority> so the browser fetches the same file it will paint. Assignable to
 * React Router's LinkDescriptor (fetchPriority is passed through to the element).
 */
export function preloadImageLink(image: ImageAsset, sizes: string): ImagePreloadLink {
  return {
    rel: "preload",
    as: "image",
    href: imageUrl(image, fallbackWidth(image), "avif"),
    imageSrcSet: srcSet(image, "avif"),
    imageSizes: sizes,
    type: "image/avif",
    fetchPriority: "high",
  };
}
