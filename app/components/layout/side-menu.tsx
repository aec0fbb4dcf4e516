import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useSiteData } from "../../hooks/use-site-data.ts";
import { ModalDialog } from "../dialog/modal-dialog.tsx";
import { Icon } from "../icon/icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavLinks } from "./nav-links.tsx";

/** Must match the breakpoint in header.css: at this width and wider the links sit in the header. */
const desktopQuery = "(min-width: 1200px)";

/**
 * The side menu for widths of 1199px or less. Until the script runs it is an HTML popover, so it
 * opens and closes without JavaScript (see docs/product.md, "Header and menus"); once hydrated it is
 * a modal dialog with a focus trap.
 */
export function SideMenu() {
  const { header: headerText, mainNav, discoveryCall } = useSiteData();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const hydrated = useHydrated();
  const menuId = useId();
  // Without JavaScript the buttons drive the popover, and the browser exposes its expanded state.
  const popoverTarget = hydrated ? undefined : menuId;

  // A menu opened before the script ran stays open, now as the modal.
  useEffect(() => {
    if (document.getElementById(menuId)?.matches(":popover-open")) setOpen(true);
  }, [menuId]);

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
        aria-expanded={hydrated ? open : undefined}
        aria-haspopup="dialog"
        popoverTarget={popoverTarget}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">{headerText.openMenu}</span>
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        label={headerText.menu}
        className="side-menu"
        id={menuId}
        popover={hydrated ? undefined : "auto"}
      >
        <div className="side-menu__top">
          <button
            type="button"
            className="icon-button"
            popoverTarget={popoverTarget}
            popoverTargetAction="hide"
            onClick={close}
          >
            <Icon name="close" />
            <span className="visually-hidden">{headerText.closeMenu}</span>
          </button>
        </div>
        <NavLinks links={mainNav} className="side-menu__links" onNavigate={close} />
        <LanguageSwitch className="language-switch side-menu__language" />
        <Link to={discoveryCall.to} className="button button--primary" onClick={close}>
          {discoveryCall.label}
        </Link>
      </ModalDialog>
    </>
  );
}
