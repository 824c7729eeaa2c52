"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { NavItem } from "@/lib/navigation";
import { cn } from "@/components/ui/cn";

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="mx-auto max-w-7xl overflow-x-auto px-4">
      <ul className="flex gap-1">
        {items.map((item) => {
          const active = !item.external && (pathname === item.href || pathname.startsWith(item.href + "/"));
          return (
            <li key={item.href}>
              {item.external ? (
                <a
                  href={item.href}
                  target="_blank"
                  rel="noreferrer"
                  className="block border-b-2 border-transparent px-3 py-2 text-sm text-slate-700 hover:text-slate-900"
                >
                  {item.label} <span aria-hidden>↗</span>
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <Link
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "block border-b-2 px-3 py-2 text-sm",
                    active
                      ? "border-indigo-600 font-semibold text-indigo-700"
                      : "border-transparent text-slate-700 hover:text-slate-900",
                  )}
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
