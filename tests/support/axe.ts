import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** `essentialTargets`: left out of the target-size rule only (WCAG 2.5.8's "essential" exception). */
export async function axeViolations(
  page: Page,
  { essentialTargets }: { essentialTargets?: string } = {},
): Promise<string[]> {
  const axe = () =>
    new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  const violations = essentialTargets
    ? [
        ...(await axe().disableRules(["target-size"]).analyze()).violations,
        ...(await axe().exclude(essentialTargets).withRules(["target-size"]).analyze()).violations,
      ]
    : (await axe().analyze()).violations;
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(", ")}`);
}
