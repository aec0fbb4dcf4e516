import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { siteData } from "../../../tests/support/site-data.ts";
import { NavLinks } from "./nav-links.tsx";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: "*", element: <NavLinks links={siteData.mainNav} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

it.each([
  ["/", "Home"],
  ["/home", "Home"],
  ["/home/", "Home"],
  ["/about", "About"],
  // The pre-render's spelling of the same pages: the HTML must say what the browser will render.
  ["/about/", "About"],
  ["/what-we-do/", "What We Do"],
  ["/industries/", "Industries"],
  ["/news-blogs/", "News & Blogs"],
  ["/contact/", "Contact"],
])("on %s marks %s, and only it, as the current page", (path, label) => {
  renderAt(path);
  const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current"));
  expect(current.map((link) => link.textContent)).toEqual([label]);
  expect(screen.getByRole("link", { name: label }).getAttribute("aria-current")).toBe("page");
});

it.each(["/impact", "/gallery/", "/blogging", "/news-blogsx"])("on %s marks no link", (path) => {
  renderAt(path);
  expect(screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current"))).toEqual(
    [],
  );
});

it.each([
  ["/blog", "News & Blogs"],
  ["/blog/", "News & Blogs"],
  ["/blog/page/2", "News & Blogs"],
  ["/blog/closing-skills-gap/", "News & Blogs"],
  ["/news-blogs/topic/esg", "News & Blogs"],
  ["/about/team", "About"],
])("on %s marks %s as the current section, and no page", (path, label) => {
  renderAt(path);
  const marked = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current"));
  expect(marked.map((link) => [link.textContent, link.getAttribute("aria-current")])).toEqual([
    [label, "true"],
  ]);
});
