import { useState } from "react";
import { ModalDialog } from "../../components/dialog/modal-dialog.tsx";
import { Icon } from "../../components/icon/icon.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useSiteData } from "../../hooks/use-site-data.ts";
import { SearchPanel } from "./search-panel.tsx";
import "./search.css";

/**
 * The header's "Search" button and its dialog. Search runs in the browser, so the button is hidden
 * (its space kept) until the script runs.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const hydrated = useHydrated();
  const { header: headerText } = useSiteData();
  return (
    <>
      <button
        type="button"
        className="icon-button search-toggle"
        hidden={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
        <span className="visually-hidden">{headerText.search}</span>
      </button>
      <ModalDialog open={open} onClose={close} label={headerText.search} className="search-dialog">
        {open && <SearchPanel onClose={close} />}
      </ModalDialog>
    </>
  );
}
