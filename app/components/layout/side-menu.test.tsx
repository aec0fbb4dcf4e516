import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { siteData } from "../../../tests/support/site-data.ts";
import { SiteDataContext } from "../../hooks/use-site-data.ts";
import { SideMenu } from "./side-menu.tsx";

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
  // The browser gives a popover's button its expanded state; a fixed "false" would hide it.
  expect(open?.hasAttribute("aria-expanded")).toBe(false);
  expect(close?.textContent).toBe("Close menu");
  expect(close?.getAttribute("popovertarget")).toBe(menu?.id);
  expect(close?.getAttribute("popovertargetaction")).toBe("hide");
});

it("once hydrated, is a modal dialog driven by the script", () => {
  const { container } = render(<RouterProvider router={router()} />);
  const open = screen.getByRole("button", { name: "Open menu" });
  expect(open.getAttribute("aria-expanded")).toBe("false");
  expect(open.hasAttribute("popovertarget")).toBe(false);
  const menu = container.querySelector("dialog");
  expect(menu?.hasAttribute("popover")).toBe(false);
  expect(menu?.getAttribute("aria-modal")).toBe("true");
});
