// Ctrl+K in an article opens the link box on Windows and Linux as ⌘K does on a Mac: the editor's
// own listener, which reads metaKey, receives it.
import { afterEach, describe, expect, it } from "vitest";
import { fixTextEditors } from "./text-editor-fixes.ts";

afterEach(() => {
  document.body.replaceChildren();
});

function article() {
  const root = document.createElement("div");
  root.dataset.keystaticEditor = "root";
  const text = document.createElement("div");
  text.dataset.keystaticEditor = "content";
  text.contentEditable = "true";
  const line = document.createElement("p");
  text.append(line);
  root.append(text);
  document.body.append(root);
  const heard: { key: string; meta: boolean; ctrl: boolean }[] = [];
  // Where the editor listens: on its own text.
  text.addEventListener("keydown", (event) =>
    heard.push({ key: event.key, meta: event.metaKey, ctrl: event.ctrlKey }),
  );
  return { line, heard };
}

const press = (target: Element, init: KeyboardEventInit) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe("Ctrl+K in an article, off a Mac", () => {
  it("reaches the editor as ⌘K, and the browser's own Ctrl+K does not run", () => {
    const document = window.document;
    fixTextEditors(document, false);
    const { line, heard } = article();
    const event = press(line, { key: "k", ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(heard).toEqual([{ key: "k", meta: true, ctrl: false }]);
    // Anything else is left alone.
    press(line, { key: "b", ctrlKey: true });
    press(document.body, { key: "k", ctrlKey: true });
    expect(heard).toEqual([
      { key: "k", meta: true, ctrl: false },
      { key: "b", meta: false, ctrl: true },
    ]);
  });
});
