import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteData } from "../../../tests/support/site-data.ts";

const locations = siteData.offices;

import { createLocationService } from "./location-service.ts";

describe("location service", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads the seventeen locations after 1 s", async () => {
    const loaded = vi.fn();
    void createLocationService(locations).load().then(loaded);
    await vi.advanceTimersByTimeAsync(999);
    expect(loaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded.mock.calls[0]?.[0]).toHaveLength(17);
  });

  it("saves after 500 ms and loads what was saved", async () => {
    const service = createLocationService(locations);
    const saved = vi.fn();
    void service.save(locations.slice(0, 2)).then(saved);
    await vi.advanceTimersByTimeAsync(499);
    expect(saved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toHaveBeenCalled();
    const reload = service.load();
    await vi.advanceTimersByTimeAsync(1000);
    expect((await reload).map((place) => place.city)).toEqual(["Delhi", "Trivandrum"]);
  });

  it("hands out copies, so a caller cannot change the stored list", async () => {
    const service = createLocationService(locations);
    const first = service.load();
    await vi.advanceTimersByTimeAsync(1000);
    const list = await first;
    list.pop();
    if (list[0]) list[0].city = "Changed";
    const second = service.load();
    await vi.advanceTimersByTimeAsync(1000);
    const again = await second;
    expect(again).toHaveLength(17);
    expect(again[0]?.city).toBe("Delhi");
  });
});
