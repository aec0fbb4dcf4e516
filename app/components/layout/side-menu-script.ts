// Runs as `(${startSideMenu})(...)` in an inline script, so the function stands alone.

/** Must match the breakpoint in header.css: at this width and wider the links sit in the header. */
export const desktopQuery = "(min-width: 1200px)";

export function startSideMenu(query: string): void {
  for (const menu of document.querySelectorAll<HTMLDialogElement>("dialog.side-menu[popover]")) {
    const buttons = document.querySelectorAll<HTMLElement>(`[popovertarget="${menu.id}"]`);
    const toggler = [...buttons].find((button) => !button.hasAttribute("popovertargetaction"));
    const open = () => {
      // A menu opened before this script ran becomes the modal.
      if (menu.matches(":popover-open")) menu.hidePopover();
      if (menu.open) return;
      menu.setAttribute("aria-modal", "true");
      menu.showModal();
      toggler?.setAttribute("aria-expanded", "true");
    };
    toggler?.setAttribute("aria-expanded", "false");
    for (const button of buttons) {
      button.addEventListener("click", (event) => {
        // The popover's own toggling is the button's default action.
        event.preventDefault();
        if (button === toggler) open();
        else menu.close();
      });
    }
    menu.addEventListener("close", () => toggler?.setAttribute("aria-expanded", "false"));
    menu.addEventListener("click", (event) => {
      // A link inside closes it; a click on the ::backdrop reaches the <dialog> itself, outside its box.
      if (event.target instanceof Element && event.target.closest("a")) menu.close();
      if (event.target !== menu) return;
      const box = menu.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) menu.close();
    });
    if (menu.matches(":popover-open")) open();
    const desktop = window.matchMedia(query);
    desktop.addEventListener("change", () => {
      if (desktop.matches) menu.close();
    });
  }
}
