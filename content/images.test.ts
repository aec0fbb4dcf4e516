import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  allImages,
  bannerImages,
  clientLogos,
  galleryImages,
  imageFormats,
  imageUrl,
  newsImages,
} from "./images.ts";
import { newsItems } from "./news.ts";

// Vitest runs from the repository root.
const publicDir = join(process.cwd(), "public");
const maxBytes = 200 * 1024;

describe("generated images (npm run images)", () => {
  const files = allImages.flatMap((image) =>
    image.widths.flatMap((width) =>
      imageFormats(image).map((format) => imageUrl(image, width, format)),
    ),
  );

  it.each(files)("%s exists and is under 200 KB", (url) => {
    const file = join(publicDir, url);
    expect(existsSync(file), `${url} is missing: run npm run images`).toBe(true);
    expect(statSync(file).size).toBeLessThan(maxBytes);
  });

  it.each(clientLogos.map((logo) => logo.src))("client logo %s exists", (src) => {
    expect(existsSync(join(publicDir, src))).toBe(true);
  });
});

describe("image content", () => {
  it("has two banners, nine captioned gallery images and one image per news item", () => {
    expect(bannerImages).toHaveLength(2);
    expect(galleryImages).toHaveLength(9);
    for (const image of galleryImages) expect(image.caption).toBeTruthy();
    expect(Object.keys(newsImages).sort()).toEqual(newsItems.map((item) => item.id).sort());
  });

  it("gives every image a unique id, a real alt text and widths ending at its own width", () => {
    const ids = allImages.map((image) => image.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const image of allImages) {
      expect(image.alt.length).toBeGreaterThan(20);
      expect(image.widths.at(-1)).toBe(image.width);
      expect([...image.widths].sort((a, b) => a - b)).toEqual([...image.widths]);
    }
  });

  it("builds URLs as /images/{group}/{id}-{width}.{format}", () => {
    expect(imageUrl(bannerImages[1], 640, "webp")).toBe("/images/banner/banner-global-640.webp");
  });
});
