import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import type { ShellContext } from "@/lib/auth/gates";
import { featureFlags, links } from "@/lib/config";
import { navigationFor } from "@/lib/navigation";
import { ReadOnlyNotice } from "@/components/layout/read-only-notice";
import { NavLinks } from "@/components/layout/nav-links";
import { PageViewTracker } from "@/components/layout/page-view-tracker";

type AppShellProps = {
  actor: Actor;
  shell: ShellContext;
  /** On a gate page: no navigation and no links past the gate, only signing out. */
  gated: boolean;
  children: React.ReactNode;
};

export function AppShell({ actor, shell, gated, children }: AppShellProps) {
  const items = gated
    ? []
    : navigationFor(actor, {
        flags: featureFlags(),
        backOfficeUrl: links.backOffice(),
        payrollReportsTab: shell.payrollReportsTab,
        employeeId: shell.employeeId,
        employeeArchived: shell.employeeArchived,
      });
  return (
    <div className="min-h-screen">
      <ReadOnlyNotice />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          {gated ? (
            <span className="text-lg font-bold text-indigo-700">OmniPlatform</span>
          ) : (
            <Link href="/" className="text-lg font-bold text-indigo-700">
              OmniPlatform
            </Link>
          )}
          <div className="flex items-center gap-3 text-sm">
            <span className="text-slate-700" data-testid="signed-in-as">
              {actor.name}
            </span>
            {gated ? null : (
              <Link href="/account-details" className="text-indigo-700 hover:underline">
                Account
              </Link>
            )}
            <Link href="/logout" className="text-indigo-700 hover:underline">
              Sign out
            </Link>
          </div>
        </div>
        {items.length ? <NavLinks items={items} /> : null}
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
      <PageViewTracker />
    </div>
  );
}
