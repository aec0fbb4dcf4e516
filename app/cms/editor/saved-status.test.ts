// "Saved." after a save of an existing entry, and only then (tests/e2e/editor-loop.back-office.spec.ts
// shows it in the editor itself).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { savedShownMs, showSavedStatus } from "./saved-status.ts";

const save = (body: object = { additions: [{ path: "content/offices/x.yaml" }], deletions: [] }) =>
  window.fetch("/api/keystatic/update", { method: "POST", body: JSON.stringify(body) });

const status = () => document.querySelector<HTMLElement>('[role="status"].saved-status')!;

let answer = 200;
beforeEach(() => {
  document.body.replaceChildren();
  answer = 200;
  window.fetch = vi.fn(async () => new Response("[]", { status: answer }));
  vi.useFakeTimers();
  showSavedStatus();
  history.pushState(null, "", "/keystatic/collection/offices/item/nairobi");
});
afterEach(() => vi.useRealTimers());

describe("the Saved. status", () => {
  it("is in the page from the start, empty, so that screen readers announce what it says", () => {
    expect(status()).not.toBeNull();
    expect(status().textContent).toBe("");
  });

  it("says Saved. after a save of an entry, then nothing after a few seconds", async () => {
    expect((await save()).status).toBe(200);
    expect(status().textContent).toBe("Saved.");
    vi.advanceTimersByTime(savedShownMs - 1);
    expect(status().textContent).toBe("Saved.");
    vi.advanceTimersByTime(1);
    expect(status().textContent).toBe("");
  });

  it("says Saved. for a singleton too", async () => {
    history.pushState(null, "", "/keystatic/singleton/homePage");
    await save();
    expect(status().textContent).toBe("Saved.");
  });

  it.each([400, 409, 500])("says nothing for a save answered %i", async (code) => {
    answer = code;
    await save();
    expect(status().textContent).toBe("");
  });

  it("says nothing for a new entry (its page follows) or a deletion (its list follows)", async () => {
    history.pushState(null, "", "/keystatic/collection/offices/create");
    await save();
    expect(status().textContent).toBe("");
    history.pushState(null, "", "/keystatic/collection/offices/item/nairobi");
    await save({ additions: [], deletions: [{ path: "content/offices/nairobi.yaml" }] });
    expect(status().textContent).toBe("");
  });

  it("takes the last Saved. away when the next save starts, and leaves other requests alone", async () => {
    await save();
    answer = 409;
    await save();
    expect(status().textContent).toBe("");
    await window.fetch("/api/keystatic/tree");
    expect(status().textContent).toBe("");
  });
});
