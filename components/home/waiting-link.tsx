"use client";

// A link of the 'Waiting for you' panel. One to a tab of the page you are on (/employees#pending-employees from
// /employees) changes only the hash, which Next's router does without the browser's hashchange event, so the tab
// (components/ui/tabs.tsx, useHashTab) would stay as it was: the hash is set by the browser instead.
import Link from "next/link";
import type { ReactNode } from "react";

export function WaitingLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        const url = new URL(href, window.location.href);
        const here = window.location;
        if (!url.hash || url.pathname !== here.pathname || url.search !== here.search) return;
        event.preventDefault();
        here.hash = url.hash;
      }}
    >
      {children}
    </Link>
  );
}
