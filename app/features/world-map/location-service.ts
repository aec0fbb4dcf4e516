import type { Location } from "../../../common/site-data-types.ts";

// The location list lives in memory (docs/product.md#world-map); load and save are simulated calls with these delays.
export const LOCATION_LOAD_DELAY_MS = 1000;
export const LOCATION_SAVE_DELAY_MS = 500;

export interface LocationService {
  load(): Promise<Location[]>;
  save(places: readonly Location[]): Promise<void>;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createLocationService(
  initial: readonly Location[],
  { loadDelayMs = LOCATION_LOAD_DELAY_MS, saveDelayMs = LOCATION_SAVE_DELAY_MS } = {},
): LocationService {
  let stored = initial.map((place) => ({ ...place }));
  return {
    async load() {
      await delay(loadDelayMs);
      return stored.map((place) => ({ ...place }));
    },
    async save(places) {
      await delay(saveDelayMs);
      stored = places.map((place) => ({ ...place }));
    },
  };
}
