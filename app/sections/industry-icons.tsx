import type { IndustryIconName } from "../../common/content-types.ts";

// One line-drawn pictogram per industry (24×24, stroke in currentColor). Kept here rather than in
// the shared icon set: only the industries page uses them.
const industryIconPaths: Record<IndustryIconName, string> = {
  "textile-apparel": "M8 3L3 6l2 4 3-1v12h8V9l3 1 2-4-5-3a4 4 0 0 1-8 0z",
  merchandising: "M3 12V3h9l9 9-9 9zM7.5 7.5h.01",
  "machinery-equipment":
    "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
  "agriculture-dairy": "M12 22V12M12 12C12 7 8 4 3 4c0 5 4 8 9 8zM12 15c0-4 3-7 9-7 0 5-4 7-9 7z",
  "packaged-food-beverages": "M9 2h6v4l2 3v13H7V9l2-3zM7 13h10M9 2h6",
  mining: "M3 10c5-5 13-5 18 0M12 6.5L5 21",
  infrastructure: "M2 20h20M4 20V10l8-6 8 6v10M9 20v-6h6v6",
  "vertical-transportation-mechatronics":
    "M5 3h14v18H5zM12 3v18M7.5 10l1.5-2 1.5 2M13.5 14l1.5 2 1.5-2",
  logistics:
    "M2 6h12v10H2zM14 10h4l3 3v3h-7zM6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4",
  "information-technology": "M3 4h18v12H3zM8 20h8M12 16v4M9.5 8l-2 2 2 2M14.5 8l2 2-2 2",
  "vocational-training": "M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6",
  electronics:
    "M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4",
};

/** Decorative: the industry's name sits next to it. */
export function IndustryIcon({ icon, size = 32 }: { icon: IndustryIconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={industryIconPaths[icon]} />
    </svg>
  );
}
