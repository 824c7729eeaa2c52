import Link from "next/link";
import type { NavItem } from "@/lib/navigation";
import { cn } from "@/components/ui/cn";
import { FOCUS_RING } from "@/components/layout/nav-styles";

/** One entry of the main navigation: an internal link (aria-current on its page) or the external back office. */
export function NavLink({ item, active }: { item: NavItem; active: boolean }) {
  const base = cn("block min-h-10 border-b-2 px-3 py-2 text-sm", FOCUS_RING);
  if (item.external)
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noreferrer"
        className={cn(base, "border-transparent text-slate-700 hover:text-slate-900")}
      >
        {item.label} <span aria-hidden>↗</span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  return (
    <Link
      href={item.href}
      aria-current={active ? "page" : undefined}
      className={cn(
        base,
        active
          ? "border-indigo-600 font-semibold text-indigo-700"
          : "border-transparent text-slate-700 hover:text-slate-900",
      )}
    >
      {item.label}
    </Link>
  );
}
