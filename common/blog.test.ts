import { describe, expect, it } from "vitest";
import { listPage, pageCount, postsPerPage, readingMinutes, wordCount } from "./blog.ts";

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("blog list pages", () => {
  it("keeps one page for no posts and for up to a full page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(postsPerPage)).toBe(1);
    expect(pageCount(postsPerPage + 1)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
  });

  it("cuts the list in order, 12 a page, the rest on the last page", () => {
    const all = numbers(25);
    expect(listPage(all, 1)).toEqual({ items: numbers(12), page: 1, pages: 3 });
    expect(listPage(all, 2)?.items).toEqual(numbers(24).slice(12));
    expect(listPage(all, 3)?.items).toEqual([25]);
  });

  it("has no page 0, no page past the end and no fractional page", () => {
    const all = numbers(13);
    expect(listPage(all, 0)).toBeNull();
    expect(listPage(all, 3)).toBeNull();
    expect(listPage(all, 1.5)).toBeNull();
    expect(listPage([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe("reading time", () => {
  it("counts words, not punctuation or marks", () => {
    expect(wordCount("")).toBe(0);
    expect(wordCount("*Bold* words, a list:\n- one\n- two's")).toBe(6);
    expect(wordCount("ESG in the supply-chain — 2024")).toBe(5);
  });

  it("rounds to whole minutes at 200 words a minute, never below one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(90)).toBe(1);
    expect(readingMinutes(350)).toBe(2);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});
