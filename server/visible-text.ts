// Visitor-typed control characters must not act where staff read them: in a terminal ESC
// sequences move the cursor or (OSC 52) set the clipboard and CR overwrites a line; on a page and
// in a terminal alike, bidi overrides reorder what is shown (a subject that reads differently from
// what it holds). Each is shown as its \uXXXX code instead.
const controls =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const lineBreaks = /[\t\n]/g;
const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** One line: line breaks and tabs escaped too. */
export function visible(value: string): string {
  return value.replace(controls, escaped).replace(lineBreaks, escaped);
}

/** A text of several lines: line breaks and tabs kept. */
export function visibleLines(value: string): string {
  return value.replace(controls, escaped);
}
