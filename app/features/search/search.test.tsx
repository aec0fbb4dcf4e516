import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { type SearchEntry, searchIndexUrl } from "../../../common/search.ts";
import { siteData } from "../../../tests/support/site-data.ts";
import { SearchButton, type SearchProps } from "./search-button.tsx";

const props: SearchProps = {
  label: siteData.header.search,
  text: siteData.search,
  language: siteData.language,
  digits: siteData.digits,
  messages: { "search.resultCount": siteData.messages["search.resultCount"] },
};

const index: SearchEntry[] = [
  {
    id: "page:/what-we-do",
    kind: "page",
    title: "What We Do",
    text: "Services.",
    to: "/what-we-do",
  },
  {
    id: "service:esg-sustainability",
    kind: "service",
    title: "ESG & Sustainability",
    text: "Reporting, certification and sustainable operations.",
    to: "/what-we-do#esg-sustainability",
  },
  {
    id: "impact:esg",
    kind: "impact",
    title: "ESG certifications",
    text: "Companies certified.",
    to: "/impact#esg",
  },
  {
    id: "industry:mining",
    kind: "industry",
    title: "Mining",
    text: "Safety, productivity and community relations.",
    to: "/industries#mining",
  },
];
const fetchIndex = vi.fn(async (url: string) =>
  url === searchIndexUrl ? Response.json(index) : new Response("", { status: 404 }),
);
beforeEach(() => {
  fetchIndex.mockClear();
  vi.stubGlobal("fetch", fetchIndex);
});
afterEach(() => vi.unstubAllGlobals());

// jsdom has no modal dialogs: just enough of the browser's behaviour to drive the component.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    // The dialog focusing steps: the first focusable element inside takes the focus.
    this.querySelector<HTMLElement>("input, button, a[href]")?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

async function openSearch() {
  const user = userEvent.setup();
  render(<SearchButton {...props} />);
  await user.click(screen.getByRole("button", { name: "Search" }));
  const dialog = screen.getByRole("dialog", { name: "Search" });
  const box = within(dialog).getByRole("searchbox", { name: "Search the site" });
  return { user, dialog, box };
}

const resultNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole("list", { name: "Search results" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("Search", () => {
  it("is not offered before the script runs: the pre-rendered button is hidden", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SearchButton {...props} />);
    expect(container.querySelector("button")?.hasAttribute("hidden")).toBe(true);
  });

  it("opens a dialog with the focus in its search box", async () => {
    const { box } = await openSearch();
    expect(document.activeElement).toBe(box);
  });

  it("fetches the index as soon as its code runs (the island wakes on hover or focus), and only once", async () => {
    // Fresh modules, so no earlier test has fetched the index already.
    vi.resetModules();
    const { SearchButton: Button } = await import("./search-button.tsx");
    const user = userEvent.setup();
    expect(fetchIndex).not.toHaveBeenCalled();
    render(<Button {...props} />);
    const button = screen.getByRole("button", { name: "Search" });
    expect(fetchIndex.mock.calls.map(([url]) => url)).toEqual([searchIndexUrl]);
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Search" });
    await user.type(within(dialog).getByRole("searchbox"), "mining");
    await within(dialog).findByRole("link", { name: /^Mining/ });
    await user.keyboard("{Escape}");
    await user.click(button);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it("finds the ESG service and figures as the visitor types, with a live count", async () => {
    const { user, dialog, box } = await openSearch();
    await user.type(box, "ESG");
    const status = within(dialog).getByRole("status");
    await within(dialog).findByRole("link", { name: /ESG & Sustainability/ });
    const names = resultNames(dialog);
    expect(names[0]).toMatch(/^ESG & Sustainability/);
    expect(names).toContainEqual(expect.stringMatching(/^ESG certifications/));
    expect(status.textContent).toBe(`${names.length} results`);
    expect(
      within(dialog)
        .getByRole("link", { name: /ESG & Sustainability/ })
        .getAttribute("href"),
    ).toBe("/what-we-do#esg-sustainability");
  });

  it("finds Mining whatever the case and accents, and every word must match", async () => {
    const { user, dialog, box } = await openSearch();
    await user.type(box, "MÍNING");
    const mining = await within(dialog).findByRole("link", { name: /^Mining/ });
    expect(mining.getAttribute("href")).toBe("/industries#mining");

    await user.clear(box);
    await user.type(box, "mining safety");
    await within(dialog).findByRole("link", { name: /^Mining/ });
    expect(resultNames(dialog)).toHaveLength(1);
    expect(within(dialog).getByRole("status").textContent).toBe("1 result");
  });

  it("says so when nothing matches", async () => {
    const { user, dialog, box } = await openSearch();
    await user.type(box, "mining zebra");
    expect(within(dialog).getByRole("status").textContent).toBe("No results");
    expect(within(dialog).queryByRole("list")).toBeNull();
    expect(within(dialog).queryByRole("link")).toBeNull();
  });

  function followedLinks(): string[] {
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a");
      if (!link) return;
      event.preventDefault();
      followed.push(link.getAttribute("href") ?? "");
    };
    document.addEventListener("click", follow);
    onTestFinished(() => document.removeEventListener("click", follow));
    return followed;
  }

  it("follows a result's link and closes the dialog when the result is activated", async () => {
    const followed = followedLinks();
    const { user, dialog, box } = await openSearch();
    await user.type(box, "mining");
    await user.click(await within(dialog).findByRole("link", { name: /^Mining/ }));
    expect(followed).toEqual(["/industries#mining"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("goes to the first result on Enter and reaches results with the arrow keys", async () => {
    const followed = followedLinks();
    const { user, dialog, box } = await openSearch();
    await user.type(box, "esg");
    const first = await within(dialog).findByRole("link", { name: /ESG & Sustainability/ });
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(first);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(first);
    box.focus();
    await user.keyboard("{Enter}");
    expect(followed).toEqual(["/what-we-do#esg-sustainability"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
