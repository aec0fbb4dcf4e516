import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { siteData } from "../../tests/support/site-data.ts";
import { SearchButton, type SearchProps } from "../features/search/search-button.tsx";
import { SiteDataContext } from "../hooks/use-site-data.ts";
import { Island } from "./island.tsx";

const props: SearchProps = {
  // A prop that would end the attribute and open a script, were it not escaped.
  label: `Search"></div><script>alert(1)</script>`,
  text: siteData.search,
  language: siteData.language,
  digits: siteData.digits,
  messages: { "search.resultCount": siteData.messages["search.resultCount"] },
};

function render(site?: readonly (keyof typeof siteData)[]) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <SiteDataContext value={siteData}>
      <Island
        name="search"
        component={SearchButton}
        props={props}
        hydrate="interaction"
        site={site}
      />
    </SiteDataContext>,
  );
  return container;
}

it("pre-renders the component inside an element that names the island and says when it wakes", () => {
  const island = render().querySelector<HTMLElement>("[data-island]");
  expect(island?.dataset.island).toBe("search");
  expect(island?.dataset.hydrate).toBe("interaction");
  expect(island?.querySelector("button")?.textContent).toContain("Search");
});

it("writes the props beside it as JSON that no prop can break out of", () => {
  const container = render();
  const island = container.querySelector<HTMLElement>("[data-island]");
  expect(JSON.parse(island?.dataset.props ?? "")).toEqual(props);
  expect(container.querySelector("script")).toBeNull();
});

it("takes only the site-wide words it asks for, with the page's language and digits", () => {
  const island = render(["lightbox"]).querySelector<HTMLElement>("[data-island]");
  expect(JSON.parse(island?.dataset.site ?? "")).toEqual({
    language: siteData.language,
    digits: siteData.digits,
    lightbox: siteData.lightbox,
  });
  expect(
    JSON.parse(render().querySelector<HTMLElement>("[data-island]")?.dataset.site ?? ""),
  ).toEqual({
    language: siteData.language,
    digits: siteData.digits,
  });
});
