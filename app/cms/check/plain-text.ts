// A one-line or plain box shows its text as typed: "<b>" would appear as "<b>".

const htmlTag = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

export const plainTextReason = "This box takes plain text; use the article editor for formatting";

export function plainTextProblem(value: string): string | undefined {
  return htmlTag.test(value) ? plainTextReason : undefined;
}
