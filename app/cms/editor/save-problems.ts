// Keystatic shows a refused save only as a notice, and its own required-box check only on boxes
// that may be off screen: each problem is written beside its box and summed up as an alert.
import { labelSeparator } from "../check/labels.ts";
import type { SaveProblem } from "../save/step.ts";

const markClass = "save-problem";

function problemCount(count: number): string {
  return `${count} problem${count === 1 ? "" : "s"}`;
}

export function showSaveProblems(): void {
  const summary = document.createElement("div");
  summary.setAttribute("role", "alert");
  summary.className = "save-problems";
  document.body.append(summary);
  document.head.append(styles());
  let shownAt = "";
  let saving = false;

  const clear = () => {
    summary.replaceChildren();
    for (const mark of document.querySelectorAll(`.${markClass}`)) unmark(mark as HTMLElement);
  };

  const show = (items: { words: string; found?: Found; message?: string }[], intro: string) => {
    clear();
    shownAt = location.pathname;
    const heading = document.createElement("p");
    heading.textContent = `${problemCount(items.length)}: ${intro}`;
    const list = document.createElement("ul");
    items.forEach(({ words, found, message }, index) => {
      const item = document.createElement("li");
      if (found === undefined) item.textContent = words;
      else {
        const go = document.createElement("button");
        go.type = "button";
        go.textContent = words;
        go.addEventListener("click", () => reach(found.control));
        item.append(go);
        if (message !== undefined) mark(found, message, `save-problem-${index}`);
      }
      list.append(item);
    });
    summary.append(heading, list);
    const first = items.find((item) => item.found !== undefined)?.found;
    if (first !== undefined) reach(first.control);
  };

  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith("/api/keystatic/update")) return pageFetch(input, init);
    saving = true;
    clear();
    try {
      const response = await pageFetch(input, init);
      if (response.status === 409) {
        // Another person saved this entry after this form was loaded (save-base.ts).
        const overtaken = (await response
          .clone()
          .json()
          .catch(() => undefined)) as { message?: unknown } | undefined;
        if (typeof overtaken?.message !== "string") return response;
        show([{ words: overtaken.message }], "nothing was saved.");
        return new Response(overtaken.message, {
          status: 409,
          headers: { "content-type": "text/plain" },
        });
      }
      if (response.status !== 400) return response;
      const body = (await response
        .clone()
        .json()
        .catch(() => undefined)) as { message?: string; problems?: SaveProblem[] } | undefined;
      if (!Array.isArray(body?.problems) || typeof body.message !== "string") return response;
      show(
        body.problems.map((problem) => ({
          words: problem.field === "" ? problem.message : `${problem.field}: ${problem.message}`,
          found: problem.field === "" ? undefined : findField(problem.field),
          message: problem.message,
        })),
        "nothing was saved. Fix each box marked below, then save again.",
      );
      // Keystatic's own notice shows the answer's text as it is: the plain lines, not the JSON.
      return new Response(body.message, { status: 400, headers: { "content-type": "text/plain" } });
    } finally {
      saving = false;
    }
  };

  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest("button");
      if (shownAt !== "" && location.pathname !== shownAt) {
        shownAt = "";
        clear();
      }
      if (button?.textContent?.trim() !== "Save") return;
      // Keystatic marks the boxes its own check refuses on its next render, and then sends nothing.
      afterRender(() => {
        if (saving) return;
        const invalid = refusedByKeystatic();
        if (invalid.length === 0) return;
        show(
          invalid.map((control) => ({
            words: labelOfControl(control),
            found: { control, holder: control },
          })),
          "nothing was saved. Fill in or correct each box marked in red, then save again.",
        );
      });
    },
    true,
  );

  // Typing in a marked box takes its mark away: the problem may be fixed.
  document.addEventListener("input", (event) => {
    const field = (event.target as Element | null)?.closest(`.${markClass}-field`);
    const mark = field?.querySelector(`:scope > .${markClass}`);
    if (mark) unmark(mark as HTMLElement);
  });
}

/** Keystatic's text boxes show an error message without marking the box invalid. */
function refusedByKeystatic(): HTMLElement[] {
  const controls = document.querySelectorAll<HTMLElement>(
    "input, textarea, select, [contenteditable='true'], [aria-invalid='true']",
  );
  return [...controls].filter((control) => {
    if (control.dataset.saveProblem !== undefined) return false;
    if (control.getAttribute("aria-invalid") === "true") return true;
    return errorsOf(control).length > 0;
  });
}

function errorsOf(control: HTMLElement): string[] {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((element) => element?.previousElementSibling?.tagName.toLowerCase() === "svg")
    .map((element) => normalise(element!.textContent))
    .filter(Boolean);
}

interface Found {
  control: HTMLElement;
  holder: HTMLElement;
}

/**
 * The field with this label path ("Role › Arabic"): each group ("Role") narrows the search to its
 * boxes; a number (an item of a list) or a label not on screen stops at the nearest group found.
 */
function findField(path: string): Found | undefined {
  const form = document.querySelector("form") ?? document.body;
  let scope: HTMLElement = form;
  let found: Found | undefined;
  for (const label of path.split(labelSeparator)) {
    const group = [...scope.querySelectorAll<HTMLElement>("[role='group'][aria-labelledby]")].find(
      (candidate) => sameLabel(document.getElementById(candidate.getAttribute("aria-labelledby")!)),
    );
    const box = [...scope.querySelectorAll<HTMLLabelElement>("label")].find((candidate) =>
      sameLabel(candidate),
    );
    if (group !== undefined) {
      scope = group;
      found = { control: firstControl(group) ?? group, holder: group };
    } else if (box !== undefined) {
      const control = box.htmlFor ? document.getElementById(box.htmlFor) : null;
      found = { control: control ?? box, holder: box.parentElement ?? box };
      break;
    } else break;

    function sameLabel(element: Element | null): boolean {
      return normalise(element?.textContent) === normalise(label);
    }
  }
  return found;
}

function normalise(text: string | null | undefined): string {
  return (text ?? "").replace(/[\s*]+/g, " ").trim();
}

function firstControl(scope: HTMLElement): HTMLElement | undefined {
  return (
    scope.querySelector<HTMLElement>("input, textarea, select, [contenteditable='true']") ??
    undefined
  );
}

function labelOfControl(control: HTMLElement): string {
  const labels = (control as HTMLInputElement).labels;
  const own = labels?.[0]?.textContent ?? control.getAttribute("aria-label") ?? "";
  const group = control.closest("[role='group'][aria-labelledby]");
  const groupLabel = group
    ? document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent
    : undefined;
  const name = [groupLabel, own].map(normalise).filter(Boolean).join(labelSeparator);
  const errors = errorsOf(control);
  const error = errors.at(-1);
  return error ? `${name}: ${normalise(error)}` : name;
}

function mark(found: Found, message: string, id: string) {
  const note = document.createElement("p");
  note.className = markClass;
  note.id = id;
  note.textContent = message;
  found.holder.classList.add(`${markClass}-field`);
  found.holder.append(note);
  found.control.setAttribute("aria-invalid", "true");
  found.control.dataset.saveProblem = id;
  const described = found.control.getAttribute("aria-describedby");
  found.control.setAttribute("aria-describedby", described ? `${described} ${id}` : id);
  note.dataset.control = found.control.id;
}

function unmark(note: HTMLElement) {
  const control = note.dataset.control ? document.getElementById(note.dataset.control) : null;
  if (control) {
    const rest = (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id !== "" && id !== note.id);
    if (rest.length > 0) control.setAttribute("aria-describedby", rest.join(" "));
    else control.removeAttribute("aria-describedby");
    control.removeAttribute("aria-invalid");
    delete control.dataset.saveProblem;
  }
  note.parentElement?.classList.remove(`${markClass}-field`);
  note.remove();
}

function reach(control: HTMLElement) {
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

function afterRender(then: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

function styles(): HTMLStyleElement {
  const style = document.createElement("style");
  style.textContent = `
.save-problems:empty { display: none; }
.save-problems { position: fixed; inset-block-end: 1rem; inset-inline-end: 1rem; z-index: 1000;
  max-inline-size: min(32rem, calc(100vw - 2rem)); max-block-size: 40vh; overflow: auto;
  padding: 0.75rem 1rem; border: 2px solid #b3261e; border-radius: 6px; background: #fff;
  color: #1f1f1f; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); font: 0.95rem/1.4 system-ui, sans-serif; }
.save-problems p { margin: 0 0 0.5rem; font-weight: 600; }
.save-problems ul { margin: 0; padding-inline-start: 1.2rem; }
.save-problems li + li { margin-block-start: 0.25rem; }
.save-problems button { all: unset; display: block; box-sizing: border-box; min-block-size: 1.75rem;
  padding-block: 0.2rem; cursor: pointer; text-decoration: underline; }
.save-problems button:focus-visible { outline: 2px solid #0b3b5c; outline-offset: 2px; }
.${markClass} { margin: 0.25rem 0 0; color: #b3261e; font-weight: 600; }
`;
  return style;
}
