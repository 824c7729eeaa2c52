"use client";

// One group of the main navigation as a disclosure: a button (aria-expanded) and its list of links. From the
// md breakpoint up the list drops below the bar; inside the phone menu it opens in place.
import type { NavItem } from "@/lib/navigation";
import { cn } from "@/components/ui/cn";
import { NavLink } from "@/components/layout/nav-link";
import { FOCUS_RING } from "@/components/layout/nav-styles";
import { useDisclosure } from "@/components/layout/use-disclosure";

export function NavGroupMenu({
  label,
  items,
  current: currentHref,
}: {
  label: string;
  items: NavItem[];
  /** The navigation's entry of the current page (activeHref), if any. */
  current: string | null;
}) {
  const menu = useDisclosure<HTMLUListElement>();
  const current = items.some((item) => item.href === currentHref);
  return (
    <div {...menu.rootProps} className="relative">
      <button
        {...menu.buttonProps}
        className={cn(
          "flex min-h-10 w-full items-center gap-1 border-b-2 px-3 py-2 text-left text-sm",
          current ? "border-indigo-600 font-semibold text-indigo-700" : "border-transparent text-slate-700",
          "hover:text-slate-900",
          FOCUS_RING,
        )}
      >
        {label} <span aria-hidden>{menu.open ? "▴" : "▾"}</span>
      </button>
      <ul
        {...menu.panelProps}
        className="z-30 min-w-48 rounded-md border border-slate-200 bg-white py-1 pl-3 md:absolute md:left-0 md:top-full md:pl-0 md:shadow-lg"
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} active={item.href === currentHref} />
          </li>
        ))}
      </ul>
    </div>
  );
}
