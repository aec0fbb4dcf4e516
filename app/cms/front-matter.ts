/** A Markdoc entry's file split at its front matter: `head` is the whole `---` block. */
export interface FrontMatter {
  head: string;
  yaml: string;
  body: string;
}

export function splitFrontMatter(text: string): FrontMatter | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (match === null) return undefined;
  return { head: match[0], yaml: match[1] ?? "", body: text.slice(match[0].length) };
}
