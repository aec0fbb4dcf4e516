import { useId, useState } from "react";
import { searchText } from "../../../content/search.ts";
import { Icon } from "../../components/icon/icon.tsx";
import "./search.css";

interface SearchPanelProps {
  onClose: () => void;
}

/** The search box inside the Search dialog. Results are filled by the search feature (issue 3). */
export function SearchPanel({ onClose }: SearchPanelProps) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  return (
    <div className="search-panel">
      <div className="search-panel__bar">
        <label htmlFor={inputId} className="visually-hidden">
          {searchText.label}
        </label>
        <input
          id={inputId}
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the dialog opens for typing; focus belongs here.
          autoFocus
          placeholder={searchText.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{searchText.close}</span>
        </button>
      </div>
    </div>
  );
}
