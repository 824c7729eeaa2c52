import type { NavItem } from "@/lib/navigation";

/** The shell's visible keyboard focus. */
export const FOCUS_RING =
  "rounded-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function matches(item: NavItem, pathname: string): boolean {
  return !item.external && (pathname === item.href || pathname.startsWith(item.href + "/"));
}

/** The entry of the page you are on: the one whose address covers most of the path, so a company's invoices mark
 *  Invoices, not Company as well, and the onboarding checklist not Employees too. */
export function activeHref(items: NavItem[], pathname: string): string | null {
  return items.filter((i) => matches(i, pathname)).sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
