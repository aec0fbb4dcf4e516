import { type ReactNode, useEffect, useRef } from "react";
import "./modal-dialog.css";

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  label: string;
  className?: string;
  id?: string;
  children: ReactNode;
}

/** The native <dialog> gives the role, focus trap, inert page, Escape and focus return. */
export function ModalDialog({ open, onClose, label, className, id, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard equivalent of a backdrop click is Escape, which <dialog> handles natively.
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      aria-modal="true"
      className={className ? `modal-dialog ${className}` : "modal-dialog"}
      // Escape (the "cancel" event) and close() both end here.
      onClose={onClose}
      onClick={(event) => {
        // A click on the ::backdrop is dispatched to the <dialog> itself, outside its box.
        const dialog = ref.current;
        if (!dialog || event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
      }}
    >
      {children}
    </dialog>
  );
}
