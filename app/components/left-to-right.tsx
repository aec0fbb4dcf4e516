// Inside an Arabic sentence the bidi rules would move signs: "+91 11 4000 1234" shows as
// "1234 4000 11 91+". Each such run is isolated with dir="ltr".
import { Fragment } from "react";

const leftToRightRun = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+[^\s.,،]|\+?\d[\d\s().-]*[\d)]/g;
const hasSign = /[^\d]/;

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
