"use client";

// Client providers of the root layout: the one SWR policy and the toaster.
import type { CSSProperties, ReactNode } from "react";
import { SWRConfig } from "swr";
import { Toaster } from "sonner";
import { swrConfig } from "@/lib/swr/config";

/**
 * Sonner's rich colours put 13 px text at 4.25:1 (success). These pairs are Tailwind's 800 shades on the 50
 * backgrounds: all at or above 7:1 (WCAG AA needs 4.5:1).
 */
export const TOAST_COLOURS = {
  success: { bg: "#f0fdf4", border: "#bbf7d0", text: "#166534" },
  info: { bg: "#eff6ff", border: "#bfdbfe", text: "#1e40af" },
  warning: { bg: "#fefce8", border: "#fde68a", text: "#854d0e" },
  error: { bg: "#fef2f2", border: "#fecaca", text: "#991b1b" },
} as const;

const toastVariables = Object.fromEntries(
  Object.entries(TOAST_COLOURS).flatMap(([type, c]) => [
    [`--${type}-bg`, c.bg],
    [`--${type}-border`, c.border],
    [`--${type}-text`, c.text],
  ]),
) as CSSProperties;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Toaster richColors closeButton position="top-right" style={toastVariables} />
    </SWRConfig>
  );
}
