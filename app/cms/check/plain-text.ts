// A one-line or plain box shows its text to visitors as typed: "<b>" would appear as "<b>". The
// article editor is where formatting (bold, links, lists) is written.

/** Something that looks like an HTML tag: "<b>", "</p>", "<a href=…>", "<br/>". */
const htmlTag = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

export const plainTextReason = "This box takes plain text; use the article editor for formatting";

export function plainTextProblem(value: string): string | undefined {
  return htmlTag.test(value) ? plainTextReason : undefined;
}
