import { useEffect, useState } from "react";
import { Link } from "react-router";
import { discoveryCall, headerText, mainNav } from "../../../content/site.ts";
import { ModalDialog } from "../dialog/modal-dialog.tsx";
import { Icon } from "../icon/icon.tsx";
import { NavLinks } from "./nav-links.tsx";

/** Must match the breakpoint in header.css: at this width and wider the links sit in the header. */
const desktopQuery = "(min-width: 1200px)";

/** The side menu for widths of 1199px or less (spec §2, contract "Header and menus"). */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  // Switching to the desktop layout closes the menu.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="header__toggler icon-button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">{headerText.openMenu}</span>
      </button>
      <ModalDialog open={open} onClose={close} label={headerText.menu} className="side-menu">
        <div className="side-menu__top">
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{headerText.closeMenu}</span>
          </button>
        </div>
        <NavLinks links={mainNav} className="side-menu__links" onNavigate={close} />
        <Link to={discoveryCall.to} className="button button--primary" onClick={close}>
          {discoveryCall.label}
        </Link>
      </ModalDialog>
    </>
  );
}
