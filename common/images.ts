// Pictures: where an original is kept, which sizes the build makes of it, and their addresses.
// An original lives at content/images/<group>/...; content files name it by its public path
// ("/images/<group>/<name>.<ext>", as the editor stores it). No original is ever served: the build
// (scripts/build-images.ts) and the development server write/serve only the renditions below,
// cropped to the group's shape.

export type ImageFormat = "avif" | "webp" | "jpg";

export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

interface ImageGroupSpec {
  /** Shape and largest rendition, in pixels. */
  width: number;
  height: number;
  /** Rendered widths, ascending; the last equals `width`. */
  widths: readonly number[];
  formats: readonly ImageFormat[];
  /** Where the picture appears, for the editor's help text. */
  help: string;
}

const photo: readonly ImageFormat[] = ["avif", "webp", "jpg"];

export const imageGroups = {
  banner: {
    width: 1920,
    height: 800,
    widths: [640, 960, 1280, 1920],
    formats: photo,
    help: "Full-width picture behind a home-page banner slide.",
  },
  gallery: {
    width: 1200,
    height: 900,
    widths: [400, 800, 1200],
    formats: photo,
    help: "A picture in the gallery grid and its full-screen view.",
  },
  team: {
    width: 600,
    height: 600,
    widths: [200, 400, 600],
    formats: photo,
    help: "A square portrait on the About page.",
  },
  news: {
    width: 800,
    height: 450,
    widths: [400, 800],
    formats: photo,
    help: "The picture on a news card.",
  },
  blog: {
    width: 1200,
    height: 675,
    widths: [400, 800, 1200],
    formats: photo,
    help: "The cover of a blog post, on the blog list, the post's page and when shared.",
  },
  clients: {
    width: 480,
    height: 160,
    widths: [240, 480],
    formats: photo,
    help: "A client's logo in the home page's logo strip, on a white background.",
  },
  share: {
    width: 1200,
    height: 630,
    widths: [1200],
    // Open Graph readers do not all take AVIF or WebP.
    formats: ["jpg"],
    help: "The picture shown when a page is shared on social networks.",
  },
} as const satisfies Record<string, ImageGroupSpec>;

export type ImageGroup = keyof typeof imageGroups;

/** What a page needs to draw a picture: every rendition's address follows from `src`. */
export interface ImageAsset {
  /** The original's public path as stored in content, e.g. "/images/team/asha-verma/portrait.svg". */
  src: string;
  group: ImageGroup;
  alt: string;
  width: number;
  height: number;
  widths: readonly number[];
  formats: readonly ImageFormat[];
}

/** A picture shown with a caption under it (the gallery and its full-screen view). */
export interface CaptionedImage extends ImageAsset {
  caption: string;
}

const originalPattern = /^\/images\/([a-z]+)\/([a-z0-9][a-z0-9._/-]*)\.(svg|jpe?g|png|webp|avif)$/i;

/** The group of a stored picture path, or undefined when the path is not a picture of the site. */
export function imageGroupOf(src: string): ImageGroup | undefined {
  const group = originalPattern.exec(src)?.[1];
  return group !== undefined && Object.hasOwn(imageGroups, group)
    ? (group as ImageGroup)
    : undefined;
}

export function imageAsset(src: string, alt: string): ImageAsset {
  const group = imageGroupOf(src);
  if (group === undefined) throw new Error(`"${src}" is not a picture under /images/<group>/`);
  const { width, height, widths, formats } = imageGroups[group];
  return { src, group, alt, width, height, widths, formats };
}

/** Address of one rendition: the original's path without its extension, then width and format. */
export function imageUrl(
  image: Pick<ImageAsset, "src">,
  width: number,
  format: ImageFormat,
): string {
  return `${image.src.replace(/\.[a-z]+$/i, "")}-${width}.${format}`;
}

/** Path of the original inside the repository, e.g. "content/images/team/asha-verma/portrait.svg". */
export function originalFile(src: string): string {
  return `content${src}`;
}
