"use client";

// The disclosure pattern of the shell's menus (main menu on a phone, the navigation groups, the account menu):
// a button with aria-expanded toggles a panel; opening moves focus to the panel's first link; Escape closes and
// returns focus to the button; a click outside, or a navigation, closes it.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { usePathname } from "next/navigation";

export function useDisclosure<P extends HTMLElement = HTMLElement>({ focusOnOpen = true } = {}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<P>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);

  // A navigation closes the menu (the link the user chose has done its work).
  if (open && openedAt !== pathname) setOpen(false);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const toggle = useCallback(() => {
    setOpenedAt(pathname);
    setOpen((was) => !was);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) panelRef.current?.querySelector<HTMLElement>("a, button, input")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const root = rootRef.current;
    root?.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      root?.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, focusOnOpen]);

  // Focus leaving the menu (Tab past its last link) closes it, so a hidden panel never holds the focus.
  const onBlur = useCallback(
    (event: React.FocusEvent) => {
      if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) close(false);
    },
    [open, close],
  );

  // Choosing a link closes the menu at once, the current page's own link included (no navigation follows it).
  const onClick = useCallback(
    (event: React.MouseEvent) => {
      if (open && (event.target as HTMLElement).closest("a")) setOpen(false);
    },
    [open],
  );

  return {
    open,
    rootRef,
    panelRef,
    rootProps: { ref: rootRef, onBlur, onClick },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": id,
      onClick: toggle,
    },
    panelProps: { ref: panelRef, id, hidden: !open },
    /** The panel without the hidden attribute, for a panel that CSS shows at some widths (the main menu). */
    listProps: { ref: panelRef, id },
    close,
  };
}
