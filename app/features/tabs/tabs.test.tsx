import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs.tsx";

const tabs = [
  { id: "mission", label: "Our Mission", content: <p>Mission text</p> },
  { id: "vision", label: "Our Vision", content: <p>Vision text</p> },
  { id: "values", label: "Our Values", content: <p>Values text</p> },
];

function renderTabs() {
  render(<Tabs label="Mission, vision and values" tabs={tabs} />);
}

const tab = (name: string) => screen.getByRole("tab", { name });

function visiblePanelText() {
  return screen.queryAllByRole("tabpanel").map((panel) => panel.textContent);
}

function expectOnlySelected(name: string) {
  const selected = screen
    .getAllByRole("tab")
    .filter((candidate) => candidate.getAttribute("aria-selected") === "true");
  expect(selected.map((candidate) => candidate.textContent)).toEqual([name]);
  // Roving tabindex: only the selected tab is in the Tab order.
  for (const candidate of screen.getAllByRole("tab")) {
    expect(candidate.tabIndex).toBe(candidate.textContent === name ? 0 : -1);
  }
}

describe("Tabs", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("selects the first tab on load and shows its panel at once", () => {
    renderTabs();
    expect(screen.getByRole("tablist", { name: "Mission, vision and values" })).toBeTruthy();
    expectOnlySelected("Our Mission");
    expect(visiblePanelText()).toEqual(["Mission text"]);
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(
      tab("Our Mission").id,
    );
  });

  // Fake timers with fireEvent: Testing Library's user-event waits on real timers.
  it("selects a clicked tab and reveals its panel 50 ms later", () => {
    vi.useFakeTimers();
    renderTabs();
    fireEvent.click(tab("Our Vision"));
    expectOnlySelected("Our Vision");
    expect(visiblePanelText()).toEqual([]);

    act(() => vi.advanceTimersByTime(49));
    expect(visiblePanelText()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(visiblePanelText()).toEqual(["Vision text"]);
  });

  it("reveals only the last panel when keys are pressed faster than 50 ms", () => {
    vi.useFakeTimers();
    renderTabs();
    fireEvent.keyDown(tab("Our Mission"), { key: "ArrowRight" });
    act(() => vi.advanceTimersByTime(20));
    fireEvent.keyDown(tab("Our Vision"), { key: "ArrowRight" });
    act(() => vi.advanceTimersByTime(49));
    expect(visiblePanelText()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expectOnlySelected("Our Values");
    expect(visiblePanelText()).toEqual(["Values text"]);
  });

  it("moves and selects with ArrowRight, ArrowLeft, Home and End, wrapping at the ends", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(document.activeElement).toBe(tab("Our Mission"));

    const steps: [string, string][] = [
      ["{ArrowRight}", "Our Vision"],
      ["{ArrowRight}", "Our Values"],
      ["{ArrowRight}", "Our Mission"],
      ["{ArrowLeft}", "Our Values"],
      ["{Home}", "Our Mission"],
      ["{End}", "Our Values"],
      ["{ArrowLeft}", "Our Vision"],
    ];
    for (const [key, name] of steps) {
      await user.keyboard(key);
      expectOnlySelected(name);
      expect(document.activeElement).toBe(tab(name));
    }
    expect((await screen.findByRole("tabpanel")).textContent).toBe("Vision text");
    expect(visiblePanelText()).toEqual(["Vision text"]);
  });

  it("takes Tab from the selected tab to its panel", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab("Our Values"));
    const panel = await screen.findByRole("tabpanel");
    expect(panel.textContent).toBe("Values text");
    await user.tab();
    expect(document.activeElement).toBe(panel);
  });
});
