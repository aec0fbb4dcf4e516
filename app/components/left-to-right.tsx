// Addresses, links and numbers with signs are written left to right in every language. Inside an
// Arabic sentence the browser's bidi rules would otherwise move their signs: "+91 11 4000 1234" shows
// as "1234 4000 11 91+", and the full stop after "name@example.com." jumps to its start. Each such
// run is isolated as left-to-right (an element with dir="ltr" is isolated by the browser).
import { Fragment } from "react";

/** E-mail addresses, web addresses, and numbers with a sign or a space inside ("+91 11 4000"). */
const leftToRightRun = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+[^\s.,،]|\+?\d[\d\s().-]*[\d)]/g;
const hasSign = /[^\d]/;

/** A text with its left-to-right runs isolated: for words that may hold an address or a number. */
export function TextWithLtrRuns({ text }: { text: string }) {
  const parts: (string | { run: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(leftToRightRun)) {
    const [run] = match;
    // A bare number ("110001", "2025") reads the same either way: left as text.
    if (/^\d+$/.test(run) || !hasSign.test(run)) continue;
    parts.push(text.slice(last, match.index), { run });
    last = match.index + run.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <Fragment key={index}>{part}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <bdi key={index} dir="ltr">
            {part.run}
          </bdi>
        ),
      )}
    </>
  );
}
