import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMapMachine, type MapMachineOptions, type MapState } from "./map-state-machine.ts";

function machineWith(initialise: MapMachineOptions["initialise"]) {
  const refresh = vi.fn();
  const states: MapState["status"][] = [];
  const machine = createMapMachine({ initialise, refresh });
  machine.subscribe((state) => states.push(state.status));
  return { machine, refresh, states };
}

const failing = () => {
  throw new Error("Leaflet is not available");
};

describe("map state machine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts in loading and becomes ready when initialisation succeeds", async () => {
    const { machine } = machineWith(async () => {});
    expect(machine.getState().status).toBe("loading");
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState()).toMatchObject({ status: "ready", attempts: 1 });
  });

  it("retries initialisation 5 times at 200 ms, then shows the error", async () => {
    const initialise = vi.fn(failing);
    const { machine } = machineWith(initialise);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(initialise).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= 5; retry++) {
      await vi.advanceTimersByTimeAsync(199);
      expect(initialise).toHaveBeenCalledTimes(retry);
      expect(machine.getState().status).toBe("loading");
      await vi.advanceTimersByTimeAsync(1);
      expect(initialise).toHaveBeenCalledTimes(retry + 1);
    }
    expect(machine.getState()).toMatchObject({
      status: "error",
      attempts: 6,
      failure: "initialisation",
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(initialise).toHaveBeenCalledTimes(6);
  });

  it("becomes ready when a retry succeeds", async () => {
    let calls = 0;
    const { machine } = machineWith(() => {
      calls += 1;
      if (calls < 3) failing();
    });
    machine.start();
    await vi.advanceTimersByTimeAsync(400);
    expect(machine.getState()).toMatchObject({ status: "ready", attempts: 3 });
  });

  it("shows the error when the map is not ready after 15 s", async () => {
    const signals: AbortSignal[] = [];
    const { machine } = machineWith(
      (signal) =>
        new Promise<void>(() => {
          signals.push(signal);
        }),
    );
    machine.start();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(machine.getState().status).toBe("loading");
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.getState()).toMatchObject({ status: "error", failure: "timeout" });
    expect(signals[0]?.aborted).toBe(true);
  });

  it("ignores an attempt that finishes after the timeout", async () => {
    let finish = () => {};
    const { machine } = machineWith(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    machine.start();
    await vi.advanceTimersByTimeAsync(15_000);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState().status).toBe("error");
  });

  it("goes back to loading on Retry and initialises again from the first attempt", async () => {
    let available = false;
    const initialise = vi.fn(() => {
      if (!available) failing();
    });
    const { machine } = machineWith(initialise);
    machine.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(machine.getState().status).toBe("error");

    available = true;
    machine.retry();
    expect(machine.getState()).toMatchObject({ status: "loading", attempts: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getState()).toMatchObject({ status: "ready", attempts: 1 });
    expect(initialise).toHaveBeenCalledTimes(7);
  });

  it("retries with a fresh 15 s timeout", async () => {
    const { machine } = machineWith(() => new Promise<void>(() => {}));
    machine.start();
    await vi.advanceTimersByTimeAsync(10_000);
    machine.retry();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(machine.getState().status).toBe("loading");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(machine.getState().status).toBe("error");
  });

  it("starts only once", async () => {
    const initialise = vi.fn(() => new Promise<void>(() => {}));
    const { machine } = machineWith(initialise);
    machine.start();
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(initialise).toHaveBeenCalledTimes(1);
  });

  it("debounces resize refreshes by 250 ms", async () => {
    const { machine, refresh } = machineWith(() => {});
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    machine.requestRefresh("resize");
    await vi.advanceTimersByTimeAsync(200);
    machine.requestRefresh("resize");
    await vi.advanceTimersByTimeAsync(249);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes at once when the tab becomes visible or the map scrolls into view", async () => {
    const { machine, refresh } = machineWith(() => {});
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    machine.requestRefresh("visible");
    machine.requestRefresh("in-view");
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("does not refresh a map that is not ready", async () => {
    const { machine, refresh } = machineWith(failing);
    machine.requestRefresh("visible");
    machine.requestRefresh("resize");
    await vi.advanceTimersByTimeAsync(250);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("stops all timers when disposed", async () => {
    const initialise = vi.fn(failing);
    const { machine } = machineWith(initialise);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    machine.dispose();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(initialise).toHaveBeenCalledTimes(1);
    expect(machine.getState().status).toBe("loading");
  });
});
