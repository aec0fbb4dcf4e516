import { describe, expect, it } from "vitest";
import { parseRedirectTable, redirectLocation, redirectTable } from "./redirects.ts";

describe("a release's redirects table", () => {
  it("holds each entry in English and in Arabic", () => {
    expect(
      redirectTable([
        { from: "/blog/old", to: "/blog/new" },
        { from: "/team", to: "/about#team" },
        { from: "/home-page", to: "/" },
      ]),
    ).toEqual({
      "/blog/old": "/blog/new",
      "/ar/blog/old": "/ar/blog/new",
      "/team": "/about#team",
      "/ar/team": "/ar/about#team",
      "/home-page": "/",
      "/ar/home-page": "/ar",
    });
  });

  it("is read back as it was written", () => {
    const table = redirectTable([{ from: "/blog/old", to: "/blog/new" }]);
    expect(Object.fromEntries(parseRedirectTable(JSON.stringify(table)))).toEqual(table);
  });

  it("refuses any address that is not a path of this site", () => {
    for (const to of ["https://example.org/", "//example.org/", "/\\example.org", "example.org"]) {
      expect(() => parseRedirectTable(JSON.stringify({ "/old": to })), to).toThrow();
    }
    expect(() => parseRedirectTable(JSON.stringify({ "//example.org": "/" }))).toThrow();
    expect(() => parseRedirectTable("[1]")).toThrow();
  });
});

describe("the address a redirect answers with", () => {
  it("keeps the visitor's query, before any #section", () => {
    expect(redirectLocation("/blog/new", "")).toBe("/blog/new");
    expect(redirectLocation("/blog/new", "utm_source=x")).toBe("/blog/new?utm_source=x");
    expect(redirectLocation("/about#team", "a=1&b=2")).toBe("/about?a=1&b=2#team");
  });
});
