import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import type { ShellContext } from "@/lib/auth/gates";
import { featureFlags, links } from "@/lib/config";
import { navigationFor } from "@/lib/navigation";
import { ReadOnlyNotice } from "@/components/layout/read-only-notice";
import { NavLinks } from "@/components/layout/nav-links";
import { PageViewTracker } from "@/components/layout/page-view-tracker";

export function AppShell({ actor, shell, children }: { actor: Actor; shell: ShellContext; children: React.ReactNode }) {
  const items = navigationFor(actor, {
    flags: featureFlags(),
    backOfficeUrl: links.backOffice(),
    payrollReportsTab: shell.payrollReportsTab,
    employeeId: shell.employeeId,
  });
  return (
    <div className="min-h-screen">
      <ReadOnlyNotice />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="text-lg font-bold text-indigo-700">
            OmniPlatform
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-slate-700" data-testid="signed-in-as">
              {actor.name}
            </span>
            <Link href="/account-details" className="text-indigo-700 hover:underline">
              Account
            </Link>
            <Link href="/logout" className="text-indigo-700 hover:underline">
              Sign out
            </Link>
          </div>
        </div>
        <NavLinks items={items} />
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
      <PageViewTracker />
    </div>
  );
}
