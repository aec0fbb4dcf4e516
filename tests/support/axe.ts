// axe-core on a page, against WCAG 2.2 AA: the violations, one line each (rule and elements), so a
// failing test names what to fix.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(", ")}`);
}
