import { useId } from "react";
import { useSiteData } from "../../hooks/use-site-data.ts";
import "../dialog/modal-dialog.css";
import { Icon } from "../icon/icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavLinks } from "./nav-links.tsx";

/** An HTML popover, so it opens and closes without JavaScript. */
export function SideMenu() {
  const { header: headerText, mainNav, discoveryCall } = useSiteData();
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className="header__toggler icon-button"
        aria-haspopup="dialog"
        popoverTarget={menuId}
      >
        <Icon name="menu" />
        <span className="visually-hidden">{headerText.openMenu}</span>
      </button>
      <dialog
        id={menuId}
        popover="auto"
        aria-label={headerText.menu}
        className="modal-dialog side-menu"
      >
        <div className="side-menu__top">
          <button
            type="button"
            className="icon-button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
          >
            <Icon name="close" />
            <span className="visually-hidden">{headerText.closeMenu}</span>
          </button>
        </div>
        <NavLinks links={mainNav} className="side-menu__links" />
        <LanguageSwitch className="language-switch side-menu__language" />
        <a href={discoveryCall.to} className="button button--primary">
          {discoveryCall.label}
        </a>
      </dialog>
    </>
  );
}
