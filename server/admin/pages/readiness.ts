import type { Readiness, ReadinessItem, ReadinessKind } from "../readiness.ts";
import { html, paths } from "./html.ts";

/** Each kind's heading and what to do about its items, in the marketing team's words. */
export const readinessGroups: Record<ReadinessKind, { heading: string; advice: string }> = {
  unfinishedText: {
    heading: "Placeholder texts",
    advice:
      'Texts still starting with "Placeholder" (in Arabic "نص مؤقت" or "سيرة مؤقتة"), or empty where the page would show them. The site leaves each one out, in both languages, until the real words are written in its place.',
  },
  sample: {
    heading: "Sample entries",
    advice:
      'Case studies and blog posts ticked "Sample": illustrative examples, not real work, each saying so on its page. Replace the words with a real account and untick "Sample", or delete the entry.',
  },
  missingPicture: {
    heading: "Missing pictures",
    advice:
      "Entries without the picture their page shows (or whose picture file is gone): upload one, with its description.",
  },
  emptyPage: {
    heading: "Empty pages",
    advice:
      "Industries and service areas whose own page lists nothing: no case study, person or published blog post is linked to them. Link some from those entries, or keep the page as it is knowingly.",
  },
  exampleAddress: {
    heading: "Example addresses",
    advice:
      "E-mail and web addresses ending in .example, a name kept for examples: nothing reaches them. Write the real address.",
  },
  networkHomePage: {
    heading: "Links to a network's home page",
    advice:
      "Social links that open the network's front page (such as https://www.linkedin.com/) instead of the profile or post: give the address of the profile or post itself.",
  },
};

export function unfinishedItems(count: number) {
  return `${count} ${count === 1 ? "item" : "items"} unfinished`;
}

/** The line on the Changes page: how much is unfinished, linked to the list. */
export function readinessLine(count: number | undefined) {
  return count === undefined
    ? ""
    : html`<p class="readiness"><a href="${paths.readiness}">Readiness: ${unfinishedItems(count)}</a></p>`;
}

function itemLine(item: ReadinessItem) {
  const name = item.field ? `${item.entry}: ${item.field}` : item.entry;
  return html`<li><a href="${item.editorPath}">${name}</a> <span dir="auto">(${item.detail})</span></li>`;
}

export function readinessBody(readiness: Readiness) {
  return html`<h1>Readiness</h1>
    <p>${
      readiness.total === 0
        ? "Nothing unfinished: every text is written, every picture is there, and no entry is a sample."
        : `${unfinishedItems(readiness.total)} in the latest saves, published or not. Each link opens the entry in the editor.`
    }</p>
    ${readiness.groups.map(({ kind, items }) => {
      const { heading, advice } = readinessGroups[kind];
      return html`<section aria-labelledby="readiness-${kind}">
        <h2 id="readiness-${kind}">${heading} (${items.length})</h2>
        <p class="note">${advice}</p>
        ${
          items.length === 0
            ? html`<p>None.</p>`
            : html`<ul class="changes">${items.map(itemLine)}</ul>`
        }
      </section>`;
    })}`;
}
