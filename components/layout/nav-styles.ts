import type { NavItem } from "@/lib/navigation";

/** The shell's visible keyboard focus. */
export const FOCUS_RING =
  "rounded-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function isActive(item: NavItem, pathname: string): boolean {
  return !item.external && (pathname === item.href || pathname.startsWith(item.href + "/"));
}
