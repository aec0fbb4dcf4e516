import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it, onTestFinished, vi } from "vitest";
import { siteData } from "../../../tests/support/site-data.ts";
import { SiteDataContext } from "../../hooks/use-site-data.ts";
import { SideMenu } from "./side-menu.tsx";
import { desktopQuery, startSideMenu } from "./side-menu-script.ts";

function router() {
  return createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SiteDataContext value={siteData}>
            <SideMenu />
          </SiteDataContext>
        ),
      },
    ],
    { initialEntries: ["/about"] },
  );
}

it("pre-renders a popover menu that its buttons open and close without JavaScript", () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<RouterProvider router={router()} />);
  const menu = container.querySelector("dialog");
  const [open, close] = container.querySelectorAll("button");
  expect(menu?.getAttribute("popover")).toBe("auto");
  expect(menu?.getAttribute("aria-label")).toBe("Menu");
  expect(open?.textContent).toBe("Open menu");
  expect(open?.getAttribute("popovertarget")).toBe(menu?.id);
  // The browser gives a popover's button its expanded state; a fixed "false" would hide it (the
  // script sets and updates it).
  expect(open?.hasAttribute("aria-expanded")).toBe(false);
  expect(close?.textContent).toBe("Close menu");
  expect(close?.getAttribute("popovertarget")).toBe(menu?.id);
  expect(close?.getAttribute("popovertargetaction")).toBe("hide");
});

it("with its script, is a modal dialog with the toggler's aria-expanded, closed at the desktop width", () => {
  document.body.innerHTML = renderToString(<RouterProvider router={router()} />);
  const media = new EventTarget() as MediaQueryList & EventTarget;
  Object.defineProperty(media, "matches", { value: false, writable: true });
  vi.stubGlobal("matchMedia", () => media);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const menu = document.querySelector("dialog") as HTMLDialogElement;
  // jsdom has no modal dialogs or popovers: just enough of them to drive the script.
  Object.assign(menu, {
    matches: () => false,
    showModal: () => menu.setAttribute("open", ""),
    close: () => {
      menu.removeAttribute("open");
      menu.dispatchEvent(new Event("close"));
    },
  });
  startSideMenu(desktopQuery);

  const toggler = screen.getByRole("button", { name: "Open menu" });
  expect(toggler.getAttribute("aria-expanded")).toBe("false");
  toggler.click();
  expect(menu.open).toBe(true);
  expect(menu.getAttribute("aria-modal")).toBe("true");
  expect(toggler.getAttribute("aria-expanded")).toBe("true");

  screen.getByRole("button", { name: "Close menu" }).click();
  expect(menu.open).toBe(false);
  expect(toggler.getAttribute("aria-expanded")).toBe("false");

  toggler.click();
  Object.assign(media, { matches: true });
  media.dispatchEvent(new Event("change"));
  expect(menu.open).toBe(false);
  expect(toggler.getAttribute("aria-expanded")).toBe("false");
});
