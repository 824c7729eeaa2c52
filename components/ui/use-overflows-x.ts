"use client";

// Whether a scroll area is wider than itself, kept up to date as it and its content resize.
import { useEffect, useRef, useState } from "react";

/** True while the element's content is wider than the element (it scrolls sideways). */
export function useOverflowsX<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}
