import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { Translate } from "../../../common/ui-messages.ts";
import { Icon } from "../../components/icon/icon.tsx";
import type { SearchProps } from "./search-button.tsx";
import type { Searcher } from "./search-match.ts";
import { loadSearcher } from "./site-search.ts";
import "./search.css";

interface SearchPanelProps extends Omit<SearchProps, "label" | "messages"> {
  /** The result count's words; null until the island has prepared them. */
  t: Translate | null;
  onClose: () => void;
}

function moveFocus(list: HTMLElement | null, from: Element | null, step: 1 | -1) {
  const links = Array.from(list?.querySelectorAll("a") ?? []);
  if (links.length === 0) return;
  const current = links.indexOf(from as HTMLAnchorElement);
  const next = current === -1 ? (step === 1 ? 0 : links.length - 1) : current + step;
  links[Math.max(0, Math.min(links.length - 1, next))]?.focus();
}

export function SearchPanel({ text: searchText, language, t, onClose }: SearchPanelProps) {
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<Searcher | null>(null);
  const inputId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let current = true;
    loadSearcher(language).then(
      (searcher) => {
        if (current) setSearch(() => searcher);
      },
      // Without its index the dialog stays as it is; the next opening tries again.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language]);

  const hasQuery = query.trim() !== "";
  const results = search && hasQuery ? search(query) : [];
  const status =
    !search || !t || !hasQuery
      ? ""
      : results.length === 0
        ? searchText.noResults
        : t("search.resultCount", { count: results.length });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // In a search box with text, Chromium spends Escape on clearing it; Escape must close the dialog.
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    moveFocus(listRef.current, document.activeElement, event.key === "ArrowDown" ? 1 : -1);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut between the box and the links; Tab works too.
    <div className="search-panel" onKeyDown={onKeyDown}>
      <form
        className="search-panel__bar"
        onSubmit={(event) => {
          event.preventDefault();
          listRef.current?.querySelector("a")?.click();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {searchText.label}
        </label>
        <input
          id={inputId}
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the dialog opens for typing; focus belongs here.
          autoFocus
          autoComplete="off"
          aria-describedby={hintId}
          placeholder={searchText.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{searchText.close}</span>
        </button>
      </form>
      <p id={hintId} className="search-panel__hint">
        {searchText.hint}
      </p>
      <p role="status" className="search-panel__status">
        {status}
      </p>
      {results.length > 0 && (
        <ul ref={listRef} className="search-results" aria-label={searchText.results}>
          {results.map((entry) => (
            <li key={entry.id}>
              <a href={entry.to} className="search-results__link" onClick={onClose}>
                <span
                  className="search-results__title"
                  lang={entry.lang}
                  dir={entry.lang ? "ltr" : undefined}
                >
                  {entry.title}
                </span>
                <span className="search-results__kind">{searchText.kinds[entry.kind]}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
