"use client";

// The main navigation. From the md breakpoint up: a bar of links, the long staff lists in disclosure menus
// (People, Reports, Settings). On a phone the whole list collapses behind a Menu button (a disclosure:
// aria-expanded, focus moves into the menu, Escape closes it and returns focus to the button).
import { usePathname } from "next/navigation";
import { groupNavigation, type NavItem } from "@/lib/navigation";
import { cn } from "@/components/ui/cn";
import { NavGroupMenu } from "@/components/layout/nav-group-menu";
import { NavLink } from "@/components/layout/nav-link";
import { FOCUS_RING, activeHref } from "@/components/layout/nav-styles";
import { useDisclosure } from "@/components/layout/use-disclosure";

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const menu = useDisclosure<HTMLUListElement>();
  const entries = groupNavigation(items);
  const current = activeHref(items, pathname);
  return (
    <nav aria-label="Main" className="mx-auto max-w-7xl px-4">
      <div {...menu.rootProps}>
        <button
          {...menu.buttonProps}
          className={cn(
            "my-1 inline-flex min-h-10 items-center sm:my-2 gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 md:hidden",
            FOCUS_RING,
          )}
        >
          <span aria-hidden>☰</span> Menu
        </button>
        <ul
          {...menu.listProps}
          className={cn("flex-col gap-1 pb-2 md:flex md:flex-row md:flex-wrap md:pb-0", menu.open ? "flex" : "hidden")}
        >
          {entries.map((entry) =>
            entry.kind === "group" ? (
              <li key={`group-${entry.label}`}>
                <NavGroupMenu label={entry.label} items={entry.items} current={current} />
              </li>
            ) : (
              <li key={entry.item.href}>
                <NavLink item={entry.item} active={entry.item.href === current} />
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
