"use client";

import Link from "next/link";
import { Banner } from "@/components/ui/misc";

/** The 10 recovery codes, shown this once. Going on re-reads the gate (it lets the user on now). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-4">
      <Banner tone="success" title="Two-factor sign-in is on.">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are not shown
        again.
      </Banner>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-3 py-2">
            {code}
          </li>
        ))}
      </ul>
      <Link
        href="/account-details"
        className="inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none"
      >
        I have saved my recovery codes
      </Link>
    </div>
  );
}
