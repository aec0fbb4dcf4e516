import { useState } from "react";
import { headerText } from "../../../content/site.ts";
import { ModalDialog } from "../../components/dialog/modal-dialog.tsx";
import { Icon } from "../../components/icon/icon.tsx";
import { SearchPanel } from "./search-panel.tsx";

/** The header's "Search" button and its dialog. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
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
