// Arabic boxes in the editor: written right to left, and marked required where the build requires
// them. Keystatic's fields take neither a direction nor a language, so each Arabic field keeps its
// own value handling and gets an input of ours that wraps Keystatic's (no JSX: the build's scripts
// import the content model with Node, which reads .ts but not .tsx).
import { createElement, type ReactElement, type ReactNode, useLayoutEffect, useRef } from "react";

interface HasInput {
  // biome-ignore lint/suspicious/noExplicitAny: every kind of field has its own props.
  Input(props: any): ReactElement | null;
}

/**
 * The field, edited right to left in Arabic. `required` shows Keystatic's own required mark on a
 * text box (its input takes the shortest length as a prop, and shows the mark when it is above
 * zero) while the value's own check stays as it is: the build and the checks at Save decide, since
 * an entry ticked "English only" may leave its Arabic empty.
 */
export function rightToLeft<Field extends HasInput>(
  field: Field,
  { required }: { required: boolean },
): Field {
  const Input = field.Input;
  return {
    ...field,
    Input: (props: object) =>
      createElement(
        ArabicBox,
        { required },
        createElement(Input, required ? { ...props, min: 1 } : props),
      ),
  };
}

/**
 * Marks the text boxes inside as Arabic, written right to left. The label and help stay in the
 * page's language and direction (a screen reader reads "Arabic" as an English word); the boxes,
 * which Keystatic and its article editor create without a dir or lang, get both, so the caret,
 * punctuation and a screen reader's voice follow Arabic. The article editor's toolbar turns with
 * its text.
 */
function ArabicBox({ required, children }: { required: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const block = ref.current;
    if (!block) return;
    const mark = () => {
      for (const box of block.querySelectorAll("input, textarea, [contenteditable]")) {
        setOnce(box, "dir", "rtl");
        setOnce(box, "lang", "ar");
        if (required && box.hasAttribute("contenteditable")) {
          // The article editor has no required mark of its own: a screen reader hears this one,
          // and its label gets the text boxes' asterisk (styled in back-office.html).
          setOnce(box, "aria-required", "true");
          const label = document.getElementById(box.getAttribute("aria-labelledby") ?? "");
          if (label && !label.querySelector("[data-required-mark]")) {
            const mark = document.createElement("span");
            mark.setAttribute("aria-hidden", "true");
            mark.setAttribute("data-required-mark", "");
            mark.textContent = "*";
            label.append(mark);
          }
        }
      }
      for (const editor of block.querySelectorAll('[data-keystatic-editor="root"]')) {
        setOnce(editor, "dir", "rtl");
      }
    };
    mark();
    // The article editor creates its box after the first render, and again on some changes.
    const observer = new MutationObserver(mark);
    observer.observe(block, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [required]);
  return createElement("div", { ref }, children);
}

function setOnce(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
