// A routing rule that holds for every enquiry (no condition), to be narrowed by each test.
import type { RoutingRule } from "../../server/routing/rules.ts";

export const routingRule = (overrides: Partial<RoutingRule>): RoutingRule => ({
  name: "A rule",
  languages: [],
  pages: [],
  offices: [],
  services: [],
  words: [],
  recipients: ["desk@example.com"],
  assignee: null,
  ...overrides,
});
