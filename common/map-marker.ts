// The world map's pin, drawn the same on the interactive map and on each office's static picture.
export const markerColour = "#8b1a1a";

/** A 24 × 32 pin whose tip is at (12, 31). */
export const markerPath =
  "M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 31 12 31s10.5-12 10.5-19.7C22.5 5.5 18 1 12 1z";
export const markerTip = { x: 12, y: 31 } as const;
