import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { imageAsset, imageUrl } from "../../common/images.ts";
import { preloadImage, ResponsiveImage } from "./responsive-image.tsx";

const banner = imageAsset(
  "/images/banner/transformation/picture/src.svg",
  "Two factories at sunrise",
);
const photo = imageAsset("/images/gallery/esg-audit/picture/src.svg", "An auditor at a plant");
const share = imageAsset("/images/share/shareImage/src.svg", "The group's name");
const sizes = "(min-width: 1200px) 33vw, 100vw";

function sourceOfType(container: HTMLElement, type: string) {
  const source = container.querySelector(`picture > source[type="${type}"]`);
  if (!source) throw new Error(`no <source type="${type}">`);
  return source;
}

describe("ResponsiveImage", () => {
  it("shows the image with its alt text and intrinsic size, so nothing shifts", () => {
    render(<ResponsiveImage image={photo} sizes={sizes} />);
    const img = screen.getByRole("img", { name: photo.alt });
    expect(img).toHaveProperty("width", 1200);
    expect(img).toHaveProperty("height", 900);
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("src")).toBe(imageUrl(photo, 800, "jpg"));
  });

  it("loads lazily below the fold", () => {
    render(<ResponsiveImage image={photo} sizes={sizes} />);
    const img = screen.getByRole("img", { name: photo.alt });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("loads at once with high priority when it is the priority image", () => {
    render(<ResponsiveImage image={banner} sizes="100vw" priority />);
    const img = screen.getByRole("img", { name: banner.alt });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("offers AVIF then WebP in every generated width, with the same sizes", () => {
    const { container } = render(<ResponsiveImage image={banner} sizes="100vw" />);
    const types = [...container.querySelectorAll("picture > source")].map((s) =>
      s.getAttribute("type"),
    );
    expect(types).toEqual(["image/avif", "image/webp"]);
    for (const [type, format] of [
      ["image/avif", "avif"],
      ["image/webp", "webp"],
    ] as const) {
      const source = sourceOfType(container, type);
      expect(source.getAttribute("srcset")).toBe(
        "/images/banner/transformation/picture/src-640.{f} 640w, /images/banner/transformation/picture/src-960.{f} 960w, /images/banner/transformation/picture/src-1280.{f} 1280w, /images/banner/transformation/picture/src-1920.{f} 1920w".replaceAll(
          "{f}",
          format,
        ),
      );
      expect(source.getAttribute("sizes")).toBe("100vw");
    }
  });

  it("offers only the formats its group is made in: a JPEG-only picture has no <source>", () => {
    const { container } = render(<ResponsiveImage image={share} sizes="100vw" />);
    expect(container.querySelectorAll("picture > source")).toHaveLength(0);
    const img = screen.getByRole("img", { name: share.alt });
    expect(img.getAttribute("src")).toBe("/images/share/shareImage/src-1200.jpg");
  });

  it("passes a class name to the img", () => {
    render(<ResponsiveImage image={photo} sizes={sizes} className="gallery__thumb" />);
    expect(screen.getByRole("img", { name: photo.alt }).className).toBe("gallery__thumb");
  });
});

describe("preloadImage", () => {
  function Page() {
    preloadImage(banner, "100vw");
    return <ResponsiveImage image={banner} sizes="100vw" priority />;
  }

  it("puts a high-priority preload of the AVIF srcset, with the same sizes, in the head", async () => {
    render(<Page />);
    const link = await vi.waitFor(() => {
      const found = document.head.querySelector('link[rel="preload"][as="image"]');
      if (!found) throw new Error("no preload link yet");
      return found;
    });
    expect(link?.getAttribute("imagesrcset")).toBe(
      banner.widths.map((w) => `${imageUrl(banner, w, "avif")} ${w}w`).join(", "),
    );
    expect(link?.getAttribute("imagesizes")).toBe("100vw");
    expect(link?.getAttribute("type")).toBe("image/avif");
    expect(link?.getAttribute("fetchpriority")).toBe("high");
  });
});
