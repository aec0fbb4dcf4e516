// No original is ever served: the build and the development server serve only the renditions.

export type ImageFormat = "avif" | "webp" | "jpg";

export const imageMimeTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

interface ImageGroupSpec {
  width: number;
  height: number;
  widths: readonly number[];
  formats: readonly ImageFormat[];
  help: string;
}

const photo: readonly ImageFormat[] = ["avif", "webp", "jpg"];

/**
 * The picture files a save takes (app/cms/save/uploads.ts), each with the formats sharp may find
 * in it: the editor offers only these from the media library, the rest being refused at Save.
 */
export const uploadFormats: Record<string, string[]> = {
  ".jpg": ["jpeg"],
  ".jpeg": ["jpeg"],
  ".png": ["png"],
  ".webp": ["webp"],
  ".avif": ["heif"],
};

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
  impact: {
    width: 1200,
    height: 900,
    widths: [400, 800, 1200],
    formats: photo,
    help: "The cover of a case study, on its card on the Impact page and on its own page.",
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

export interface ImageAsset {
  src: string;
  group: ImageGroup;
  alt: string;
  width: number;
  height: number;
  widths: readonly number[];
  formats: readonly ImageFormat[];
}

export interface CaptionedImage extends ImageAsset {
  caption: string;
}

const originalPattern = /^\/images\/([a-z]+)\/([a-z0-9][a-z0-9._/-]*)\.(svg|jpe?g|png|webp|avif)$/i;

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

export function imageUrl(
  image: Pick<ImageAsset, "src">,
  width: number,
  format: ImageFormat,
): string {
  return `${image.src.replace(/\.[a-z]+$/i, "")}-${width}.${format}`;
}

export function originalFile(src: string): string {
  return `content${src}`;
}
