import { describe, expect, it } from "vitest";
import { routingRule } from "../../tests/support/routing-rule.ts";
import {
  enquiryPage,
  type RoutingFacts,
  type RoutingRule,
  routeEnquiry,
  routingRuleSchema,
} from "./rules.ts";

const hosts = ["www.example.com", "127.0.0.1:3000"];
const facts = (referer: string | undefined, overrides: Partial<RoutingFacts> = {}) => ({
  language: "en" as const,
  page: enquiryPage(referer, hosts),
  subject: "Training",
  message: "We would like to talk.",
  ...overrides,
});

const rules: RoutingRule[] = [
  routingRule({ name: "Dubai office", offices: ["dubai"], recipients: ["dubai@example.com"] }),
  routingRule({
    name: "Arabic ESG",
    languages: ["ar"],
    words: ["ESG", "الاستدامة"],
    recipients: ["esg@example.com"],
    assignee: "kim@example.com",
  }),
  routingRule({
    name: "Service pages",
    services: ["market-access"],
    recipients: ["market@example.com"],
  }),
  routingRule({
    name: "Offices section",
    pages: ["/offices/"],
    recipients: ["offices@example.com"],
  }),
];

describe("where an enquiry was sent from", () => {
  it("reads the path, the office and the service from a Referer of this site only", () => {
    expect(enquiryPage("https://www.example.com/ar/contact?office=dubai", hosts)).toEqual({
      address: "/ar/contact?office=dubai",
      path: "/ar/contact",
      office: "dubai",
      service: null,
    });
    expect(
      enquiryPage("http://127.0.0.1:3000/contact/?service=market-access", hosts),
    ).toMatchObject({ path: "/contact", office: null, service: "market-access" });
    expect(enquiryPage("https://www.example.com/offices/amman", hosts)).toMatchObject({
      office: "amman",
    });
    expect(enquiryPage("https://www.example.com/ar/what-we-do/market-access", hosts)).toMatchObject(
      {
        service: "market-access",
      },
    );
    // The query names an office only on the contact page, and only as a file name.
    expect(enquiryPage("https://www.example.com/about?office=dubai", hosts)?.office).toBeNull();
    expect(enquiryPage("https://www.example.com/contact?office=../x", hosts)?.office).toBeNull();
    expect(enquiryPage("https://evil.example/contact?office=dubai", hosts)).toBeNull();
    expect(enquiryPage("javascript:alert(1)", hosts)).toBeNull();
    expect(enquiryPage("not a url", hosts)).toBeNull();
    expect(enquiryPage(undefined, hosts)).toBeNull();
  });
});

describe("routing an enquiry", () => {
  it("takes the first rule whose every condition holds", () => {
    expect(
      routeEnquiry(
        rules,
        facts("https://www.example.com/ar/contact?office=dubai", { language: "ar" }),
      ),
    ).toEqual({ rule: "Dubai office", recipients: ["dubai@example.com"], assignee: null });
    // An Arabic enquiry about ESG from the Dubai office's contact link: the first rule still wins.
    expect(
      routeEnquiry(
        rules,
        facts("https://www.example.com/contact?office=dubai", { language: "ar", subject: "esg" }),
      ).rule,
    ).toBe("Dubai office");
    expect(
      routeEnquiry(
        rules,
        facts("https://www.example.com/contact", { language: "ar", message: "عن الاستدامة" }),
      ),
    ).toEqual({ rule: "Arabic ESG", recipients: ["esg@example.com"], assignee: "kim@example.com" });
    // Every condition must hold: the words alone are not enough in English.
    expect(routeEnquiry(rules, facts(undefined, { subject: "ESG" })).rule).toBeNull();
    expect(
      routeEnquiry(rules, facts("https://www.example.com/contact?service=market-access")).rule,
    ).toBe("Service pages");
    expect(routeEnquiry(rules, facts("https://www.example.com/offices/amman")).rule).toBe(
      "Offices section",
    );
  });

  it("matches a page prefix on whole path segments", () => {
    const only = [routingRule({ name: "Dubai page", pages: ["/offices/dubai"] })];
    expect(routeEnquiry(only, facts("https://www.example.com/offices/dubai")).rule).toBe(
      "Dubai page",
    );
    expect(routeEnquiry(only, facts("https://www.example.com/offices/dubai/")).rule).toBe(
      "Dubai page",
    );
    expect(routeEnquiry(only, facts("https://www.example.com/offices/dubaix")).rule).toBeNull();
    expect(routeEnquiry(only, facts("https://www.example.com/ar/offices/dubai")).rule).toBeNull();
    const arabic = [routingRule({ name: "Arabic site", pages: ["/ar/"] })];
    expect(routeEnquiry(arabic, facts("https://www.example.com/ar/contact")).rule).toBe(
      "Arabic site",
    );
    expect(routeEnquiry(arabic, facts("https://www.example.com/archive")).rule).toBeNull();
  });

  it("goes nowhere special without rules or a match: the caller sends it to CONTACT_TO", () => {
    expect(routeEnquiry([], facts("https://www.example.com/contact"))).toEqual({
      rule: null,
      recipients: [],
      assignee: null,
    });
    expect(
      routeEnquiry(rules, facts("https://www.example.com/contact?office=cairo")).rule,
    ).toBeNull();
  });

  it("refuses a rule without recipients, with a bad address or a path that is not one", () => {
    expect(routingRuleSchema.safeParse(routingRule({ recipients: [] })).success).toBe(false);
    expect(
      routingRuleSchema.safeParse(routingRule({ recipients: ["not an address"] })).success,
    ).toBe(false);
    expect(routingRuleSchema.safeParse(routingRule({ pages: ["offices/dubai"] })).success).toBe(
      false,
    );
    expect(routingRuleSchema.safeParse(routingRule({ offices: ["../etc"] })).success).toBe(false);
    expect(routingRuleSchema.safeParse(routingRule({ name: " " })).success).toBe(false);
    expect(routingRuleSchema.safeParse(routingRule({})).success).toBe(true);
  });
});
