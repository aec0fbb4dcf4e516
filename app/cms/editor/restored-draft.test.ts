// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { explainRestoredDrafts, notSavedText, showRestoredDraftNote } from "./restored-draft.ts";

/** Keystatic's notice as it renders it: its words and a <time> in one text element. */
function notice(): HTMLElement {
  const toast = document.createElement("div");
  toast.innerHTML =
    '<div><span>Restored draft from <time datetime="2026-11-28T10:00:00Z">2 minutes ago</time>. </span></div>';
  return toast;
}

describe("the restored-draft notice", () => {
  it("says the restored changes are not saved, and how to go back, once", () => {
    const toast = notice();
    explainRestoredDrafts(toast);
    explainRestoredDrafts(toast);
    expect(toast.textContent).toBe(`Restored draft from 2 minutes ago.  ${notSavedText}`);
  });

  it("leaves other notices alone", () => {
    const toast = document.createElement("div");
    toast.innerHTML = "<span>Entry deleted.</span>";
    explainRestoredDrafts(toast);
    expect(toast.textContent).toBe("Entry deleted.");
  });

  it("finds the notice when Keystatic adds it to the page", async () => {
    const root = document.createElement("div");
    document.body.append(root);
    showRestoredDraftNote(root);
    const toast = notice();
    root.append(toast);
    await new Promise((added) => setTimeout(added));
    expect(toast.textContent).toContain(notSavedText);
  });
});
