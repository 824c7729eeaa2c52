"use client";

// Focus after a screen changes itself (issue 26, keyboard and phone): when a form is replaced by its success
// state or a wizard moves to another step, keyboard and screen-reader users must land on the new heading, not on
// <body>. Put the returned ref on that heading with tabIndex={-1} (focusable by script only, not a Tab stop) and
// "outline-none". Nothing is focused on the first render: the page's own focus order stays as it is.
import { useCallback, useEffect, useRef } from "react";

/**
 * A callback ref whose element is focused whenever `key` changes after the first render (the step, the result,
 * open or closed). It fits any element, so one ref can sit on whichever heading or control the state renders.
 */
export function useFocusOnChange(key: unknown): (element: HTMLElement | null) => void {
  const element = useRef<HTMLElement | null>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    element.current?.focus();
  }, [key]);
  return useCallback((el: HTMLElement | null) => {
    element.current = el;
  }, []);
}

/**
 * Where focus goes when the control that opened a dialog is gone (its row changed, the button disappeared): the
 * element marked data-focus-fallback, else the page's main heading, made focusable by script. Never <body>.
 */
export function focusPageFallback(): boolean {
  const target =
    document.querySelector<HTMLElement>("[data-focus-fallback]") ??
    document.querySelector<HTMLElement>("main h1") ??
    document.querySelector<HTMLElement>("h1");
  if (!target) return false;
  if (!target.hasAttribute("tabindex") && !isFocusable(target)) target.setAttribute("tabindex", "-1");
  target.focus();
  return document.activeElement === target;
}

function isFocusable(el: HTMLElement) {
  return el.matches("a[href], button, input, select, textarea, [tabindex]");
}
