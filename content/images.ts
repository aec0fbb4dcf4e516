// Every image the site shows: ids, alt texts, captions and sizes.
// The pictures themselves are abstract illustrations drawn by scripts/generate-images.ts (run
// `npm run images`), which reads this file; no image comes from the network, none shows a real
// person or a real logo. SAMPLE DATA: the client names below are invented placeholders.

export type ImageGroup = "banner" | "gallery" | "team" | "news" | "blog" | "share";
export type ImageFormat = "avif" | "webp" | "jpg";

export interface ImageAsset {
  id: string;
  group: ImageGroup;
  alt: string;
  caption?: string;
  /** Intrinsic size of the largest rendition; the aspect ratio of every width. */
  width: number;
  height: number;
  /** Rendered widths, ascending; the largest equals `width`. */
  widths: readonly number[];
}

export interface LogoAsset {
  name: string;
  src: string;
  width: number;
  height: number;
}

const bannerWidths = [640, 960, 1280, 1920] as const;
const galleryWidths = [400, 800, 1200] as const;
const teamWidths = [200, 400, 600] as const;
const cardWidths = [400, 800] as const;

function banner(id: string, alt: string): ImageAsset {
  return { id, group: "banner", alt, width: 1920, height: 800, widths: bannerWidths };
}

function gallery(id: string, alt: string, caption: string): ImageAsset {
  return { id, group: "gallery", alt, caption, width: 1200, height: 900, widths: galleryWidths };
}

function portrait(id: string, alt: string): ImageAsset {
  return { id, group: "team", alt, width: 600, height: 600, widths: teamWidths };
}

function card(group: "news" | "blog", id: string, alt: string): ImageAsset {
  return { id, group, alt, width: 800, height: 450, widths: cardWidths };
}

function logo(name: string, file: string): LogoAsset {
  return { name, src: `/images/clients/${file}.svg`, width: 240, height: 80 };
}

export const bannerImages: readonly [ImageAsset, ImageAsset] = [
  banner(
    "banner-transformation",
    "Illustration of two factories at sunrise beneath a rising bar chart and a growth arrow",
  ),
  banner(
    "banner-global",
    "Illustration of a globe with routes between map pins above a city skyline at dusk",
  ),
];

export const galleryImages: readonly ImageAsset[] = [
  gallery(
    "factory-floor-training",
    "Illustration of a training session on a factory floor, with a trainer at a flip chart and a row of machines",
    "Training on the factory floor",
  ),
  gallery(
    "esg-audit",
    "Illustration of a clipboard checklist in front of a factory with solar panels and a green leaf",
    "ESG audit in progress",
  ),
  gallery(
    "strategy-workshop",
    "Illustration of a workshop: sticky notes and a rising bar chart on a wall board above a table with a laptop",
    "Strategy workshop",
  ),
  gallery(
    "market-access-mission",
    "Illustration of a globe with trade routes above stacked shipping containers and a handshake",
    "Market access mission",
  ),
  gallery(
    "vocational-centre",
    "Illustration of a classroom with rows of desks facing a whiteboard with diagrams",
    "Vocational training centre",
  ),
  gallery(
    "lean-manufacturing",
    "Illustration of a production line with gears, a conveyor belt and an upward trend line",
    "Lean manufacturing review",
  ),
  gallery(
    "digital-dashboard",
    "Illustration of a monitor showing a dashboard with bar, line and pie charts",
    "Digital dashboards for managers",
  ),
  gallery(
    "infrastructure-site",
    "Illustration of a construction site with a tower crane, a building frame and an arch bridge",
    "Infrastructure project site",
  ),
  gallery(
    "partnership-signing",
    "Illustration of two hands shaking over a signed agreement with a city skyline behind",
    "Partnership agreement signed",
  ),
];

// Abstract avatars: a head-and-shoulders silhouette on a patterned background, never a photo.
export const teamPortraits: Readonly<
  Record<"member1" | "member2" | "member3" | "member4" | "member5", ImageAsset>
> = {
  member1: portrait(
    "member1",
    "Illustrated avatar: a head-and-shoulders silhouette on dark red circles",
  ),
  member2: portrait(
    "member2",
    "Illustrated avatar: a head-and-shoulders silhouette on gold stripes",
  ),
  member3: portrait(
    "member3",
    "Illustrated avatar: a head-and-shoulders silhouette on teal triangles",
  ),
  member4: portrait("member4", "Illustrated avatar: a head-and-shoulders silhouette on sand waves"),
  member5: portrait(
    "member5",
    "Illustrated avatar: a head-and-shoulders silhouette on a blue grid",
  ),
};

// Keys are the ids in content/news.ts.
export const newsImages: Readonly<
  Record<"esg-certifications" | "training-centre-nairobi" | "market-access-jordan", ImageAsset>
> = {
  "esg-certifications": card(
    "news",
    "esg-certifications",
    "Illustration of a certificate with a green leaf seal in front of factory buildings",
  ),
  "training-centre-nairobi": card(
    "news",
    "training-centre-nairobi",
    "Illustration of a new training centre building with an open door and a welcome banner",
  ),
  "market-access-jordan": card(
    "news",
    "market-access-jordan",
    "Illustration of a stack of folded garments beside a globe with a trade route",
  ),
};

export const blogImages: readonly ImageAsset[] = [
  card(
    "blog",
    "blog-operating-model",
    "Illustration of an organisation chart of linked boxes above a rising chart",
  ),
  card(
    "blog",
    "blog-supply-chain-esg",
    "Illustration of a supply chain: containers, a lorry and a factory joined by a green dotted line",
  ),
  card(
    "blog",
    "blog-skills-gap",
    "Illustration of a figure at the top of steps made of coloured books, beside a gear",
  ),
];

export const shareImage: ImageAsset = {
  id: "share",
  group: "share",
  alt: "Redefine Consulting Group: business consulting for lasting change",
  width: 1200,
  height: 630,
  widths: [1200],
};

// SAMPLE: invented client names, drawn as plain-text wordmarks (no real company or logo).
export const clientLogos: readonly LogoAsset[] = [
  logo("Tallowmere Textiles", "tallowmere-textiles"),
  logo("Cobaltridge Mining", "cobaltridge-mining"),
  logo("Quayvale Logistics", "quayvale-logistics"),
  logo("Fernhollow Agro", "fernhollow-agro"),
  logo("Lumenvolt Power", "lumenvolt-power"),
  logo("Ashgrove Build", "ashgrove-build"),
];

/** Every raster image, for the generator and its tests. */
export const allImages: readonly ImageAsset[] = [
  ...bannerImages,
  ...galleryImages,
  ...Object.values(teamPortraits),
  ...Object.values(newsImages),
  ...blogImages,
  shareImage,
];

/** The share image ships as JPEG only (Open Graph readers do not all take AVIF/WebP). */
export function imageFormats(image: ImageAsset): readonly ImageFormat[] {
  return image.group === "share" ? ["jpg"] : ["avif", "webp", "jpg"];
}

export function imageUrl(image: ImageAsset, width: number, format: ImageFormat): string {
  return `/images/${image.group}/${image.id}-${width}.${format}`;
}
