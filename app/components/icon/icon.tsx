const iconPaths = {
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6L6 18",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5",
  phone:
    "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  mail: "M3 5h18v14H3zM3 5l9 8 9-8",
  pin: "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  play: "M7 4l13 8-13 8z",
  pause: "M7 4h4v16H7zM13 4h4v16h-4z",
  check: "M4 12l5 5L20 6",
  arrowRight: "M4 12h16M14 6l6 6-6 6",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  linkedin:
    "M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4M10 9h4v2c1-1.5 2.5-2.2 4-2.2 2.5 0 4 1.6 4 4.7V20h-4v-6c0-1.5-.7-2.3-2-2.3s-2 .8-2 2.3v6h-4z",
  x: "M4 4l16 16M20 4L4 20",
  facebook:
    "M14 8V6c0-.9.5-1.3 1.3-1.3H17V1.5h-2.6C11.6 1.5 10.5 3.2 10.5 6v2H8v3.5h2.5V22H14V11.5h2.7L17 8z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8M17.5 6.5h.01",
  youtube: "M3 7c0-2 1-3 3-3h12c2 0 3 1 3 3v10c0 2-1 3-3 3H6c-2 0-3-1-3-3zM10 9v6l5-3z",
} as const;

export type IconName = keyof typeof iconPaths;

const filled: ReadonlySet<IconName> = new Set(["play", "pause", "linkedin", "facebook", "youtube"]);

const directional: ReadonlySet<IconName> = new Set(["chevronLeft", "chevronRight", "arrowRight"]);

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const fill = filled.has(name);
  return (
    <svg
      className={directional.has(name) ? "icon--directional" : undefined}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill ? "currentColor" : "none"}
      stroke={fill ? "none" : "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
