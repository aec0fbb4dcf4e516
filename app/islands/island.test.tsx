import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { siteData } from "../../tests/support/site-data.ts";
import { DeferredContactForm } from "../features/contact-form/deferred-contact-form.tsx";
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

function render(
  island: React.ReactElement = <Island name="search" component={SearchButton} props={props} />,
) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <SiteDataContext value={siteData}>{island}</SiteDataContext>,
  );
  return container;
}

const contactForm = (hydrate?: "interaction") =>
  render(
    <Island name="contactForm" component={DeferredContactForm} props={{}} hydrate={hydrate} />,
  ).querySelector<HTMLElement>("[data-island]");

it("pre-renders the component inside an element that names the island and says when its registry entry wakes it", () => {
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

it("wakes as the page says where the page overrides its registry entry", () => {
  expect(contactForm()?.dataset.hydrate).toBe("visible");
  expect(contactForm("interaction")?.dataset.hydrate).toBe("interaction");
});

it("takes only the site-wide words its registry entry names, with the page's language and digits", () => {
  expect(JSON.parse(contactForm()?.dataset.site ?? "")).toEqual({
    language: siteData.language,
    digits: siteData.digits,
    contactForm: siteData.contactForm,
    messages: siteData.messages,
  });
  expect(
    JSON.parse(render().querySelector<HTMLElement>("[data-island]")?.dataset.site ?? ""),
  ).toEqual({
    language: siteData.language,
    digits: siteData.digits,
  });
});
