import { describe, expect, it } from "vitest";
import { buildProblems } from "./build-output.ts";

describe("a failed build's problems", () => {
  it("are the content check's lines", () => {
    const output = [
      "Content check: 1 problem to fix before the site can be built:",
      'content/posts/esg.mdoc: cover.src: "/images/blog/esg/cover/src.pdf" is not a picture under /images/blog/',
    ].join("\n");
    expect(buildProblems(output).problems).toEqual([
      'content/posts/esg.mdoc: cover.src: "/images/blog/esg/cover/src.pdf" is not a picture under /images/blog/',
    ]);
  });

  it("include a page that failed while pre-rendered, once, without its error's name", () => {
    const failure = 'content/posts/esg.mdoc: author: "nobody" is not a member of the team';
    const output = [
      `Error: ${failure}`,
      "    at publishedPosts (app/cms/posts.server.ts:43:13)",
      `Error: ${failure}`,
      "Error: Prerender (data): Received a 500 status code from `entry.server.tsx` while prerendering the `/blog` path.",
    ].join("\n");
    expect(buildProblems(output).problems).toEqual([failure]);
  });

  it("are none when no line names a content file: the last lines say what happened", () => {
    const { problems, tail } = buildProblems("vite v8\nbuilding…\nError: out of memory");
    expect(problems).toEqual([]);
    expect(tail.at(-1)).toBe("Error: out of memory");
  });
});
