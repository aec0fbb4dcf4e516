import { useEffect, useState } from "react";
import type { Digits } from "../../../common/format.ts";
import type { Language } from "../../../common/i18n.ts";
import type { Catalog, Translate } from "../../../common/ui-messages.ts";
import { ModalDialog } from "../../components/dialog/modal-dialog.tsx";
import { Icon } from "../../components/icon/icon.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { SearchPanel } from "./search-panel.tsx";
import { prepareSearch } from "./site-search.ts";
import "./search.css";
import type { SearchText } from "../../cms/model/types.ts";

export interface SearchProps {
  label: string;
  text: SearchText;
  language: Language;
  digits: Digits;
  messages: Pick<Catalog, "search.resultCount">;
}

/** Search runs in the browser, so the button is hidden (its space kept) until the script runs. */
export function SearchButton({ label, ...panel }: SearchProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const hydrated = useHydrated();
  const [translate, setTranslate] = useState<Translate | null>(null);
  const { language, digits, messages } = panel;
  // The island wakes on the first hover or focus of the button: a click is likely to follow.
  useEffect(
    () => setTranslate(() => prepareSearch(language, digits, messages)),
    [language, digits, messages],
  );
  return (
    <>
      <button
        type="button"
        className="icon-button search-toggle"
        hidden={!hydrated}
        data-needs-script=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
        <span className="visually-hidden">{label}</span>
      </button>
      <ModalDialog open={open} onClose={close} label={label} className="search-dialog">
        {open && <SearchPanel {...panel} t={translate} onClose={close} />}
      </ModalDialog>
    </>
  );
}
