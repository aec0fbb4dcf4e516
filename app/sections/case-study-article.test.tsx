import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { loadCaseStudyPage } from "../cms/case-studies.server.ts";
import { loadTestimonials } from "../cms/pages.server.ts";
import { CaseStudyArticle } from "./case-study-article.tsx";

// The real content, as the page's loader reads it at build time.
const [data, testimonials] = await Promise.all([
  loadCaseStudyPage("esg-certification-programme"),
  loadTestimonials(),
]);
if (data === null) throw new Error("The sample case study is missing");
const [testimonial] = testimonials;
if (testimonial === undefined) throw new Error("The content has no testimonial");

it("shows the client's words as a quotation with the role and organisation, under its heading", () => {
  const { page: _, ...props } = data;
  const quote = {
    quote: testimonial.quote,
    role: testimonial.role,
    organisation: testimonial.organisation,
  };
  render(<CaseStudyArticle {...props} study={{ ...props.study, quote }} />);
  const section = screen.getByRole("region", { name: props.words.quote });
  const figure = within(section).getByRole("figure");
  expect(within(figure).getByRole("blockquote").textContent).toBe(testimonial.quote);
  expect(figure.textContent).toContain(testimonial.role);
  expect(figure.textContent).toContain(testimonial.organisation);
});

it("leaves the client's words out when the case study has none", () => {
  const { page: _, ...props } = data;
  render(<CaseStudyArticle {...props} />);
  expect(screen.queryByRole("region", { name: props.words.quote })).toBeNull();
  expect(screen.queryByRole("blockquote")).toBeNull();
});
