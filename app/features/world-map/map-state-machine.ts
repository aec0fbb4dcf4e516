// Framework-free and timer-driven, so it is tested with fake timers and no browser.
export const MAP_INIT_RETRIES = 5;
export const MAP_INIT_RETRY_DELAY_MS = 200;
export const MAP_LOAD_TIMEOUT_MS = 15_000;
export const MAP_RESIZE_DEBOUNCE_MS = 250;

export type MapStatus = "loading" | "error" | "ready";

export interface MapState {
  status: MapStatus;
  attempts: number;
  failure?: "initialisation" | "timeout";
  error?: unknown;
}

export type RefreshReason = "resize" | "visible" | "in-view";

export interface MapMachineOptions {
  initialise: (signal: AbortSignal) => void | Promise<void>;
  refresh: () => void;
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  resizeDebounceMs?: number;
}

export interface MapMachine {
  getState(): MapState;
  subscribe(listener: (state: MapState) => void): () => void;
  start(): void;
  retry(): void;
  requestRefresh(reason: RefreshReason): void;
  dispose(): void;
}

export function createMapMachine({
  initialise,
  refresh,
  retries = MAP_INIT_RETRIES,
  retryDelayMs = MAP_INIT_RETRY_DELAY_MS,
  timeoutMs = MAP_LOAD_TIMEOUT_MS,
  resizeDebounceMs = MAP_RESIZE_DEBOUNCE_MS,
}: MapMachineOptions): MapMachine {
  let state: MapState = { status: "loading", attempts: 0 };
  const listeners = new Set<(state: MapState) => void>();
  let run: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: MapState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  const endRun = () => {
    run?.abort();
    run = undefined;
    clearTimeout(retryTimer);
    clearTimeout(timeoutTimer);
  };

  const fail = (failure: MapState["failure"], error?: unknown) => {
    const attempts = state.attempts;
    endRun();
    setState({ status: "error", attempts, failure, error });
  };

  const attempt = async (current: AbortController) => {
    const attempts = state.attempts + 1;
    setState({ status: "loading", attempts });
    try {
      await initialise(current.signal);
    } catch (error) {
      if (current.signal.aborted) return;
      if (attempts > retries) fail("initialisation", error);
      else retryTimer = setTimeout(() => void attempt(current), retryDelayMs);
      return;
    }
    if (current.signal.aborted) return;
    clearTimeout(timeoutTimer);
    run = undefined;
    setState({ status: "ready", attempts });
  };

  const start = () => {
    if (run || state.status !== "loading") return;
    const current = new AbortController();
    run = current;
    timeoutTimer = setTimeout(() => fail("timeout"), timeoutMs);
    void attempt(current);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    retry() {
      endRun();
      setState({ status: "loading", attempts: 0 });
      start();
    },
    requestRefresh(reason) {
      const refreshIfReady = () => {
        if (state.status === "ready") refresh();
      };
      if (reason !== "resize") return refreshIfReady();
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(refreshIfReady, resizeDebounceMs);
    },
    dispose() {
      endRun();
      clearTimeout(resizeTimer);
      listeners.clear();
    },
  };
}
