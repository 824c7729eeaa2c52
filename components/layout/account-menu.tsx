"use client";

// The header's account menu (a disclosure): account details, API tokens and the API reference.
import Link from "next/link";
import type { NavItem } from "@/lib/navigation";
import { cn } from "@/components/ui/cn";
import { FOCUS_RING } from "@/components/layout/nav-styles";
import { useDisclosure } from "@/components/layout/use-disclosure";

export function AccountMenu({ items }: { items: NavItem[] }) {
  const menu = useDisclosure<HTMLUListElement>();
  return (
    <nav aria-label="Account">
      <div {...menu.rootProps} className="relative">
        <button
          {...menu.buttonProps}
          className={cn("inline-flex min-h-10 items-center gap-1 px-1 text-indigo-700 hover:underline", FOCUS_RING)}
        >
          Account <span aria-hidden>{menu.open ? "▴" : "▾"}</span>
        </button>
        <ul
          {...menu.panelProps}
          className="absolute right-0 z-40 mt-1 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={cn("block px-3 py-2 text-sm text-slate-800 hover:bg-slate-50", FOCUS_RING)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
