import Link from "next/link";
import type { Actor } from "@/lib/auth/actor";
import type { ShellContext } from "@/lib/auth/gates";
import { featureFlags, links } from "@/lib/config";
import { accountNavigation, navigationFor } from "@/lib/navigation";
import { canSearch } from "@/lib/search/can-search";
import { ReadOnlyNotice } from "@/components/layout/read-only-notice";
import { NavLinks } from "@/components/layout/nav-links";
import { AccountMenu } from "@/components/layout/account-menu";
import { GlobalSearch } from "@/components/layout/global-search";
import { PageViewTracker } from "@/components/layout/page-view-tracker";
import { FOCUS_RING } from "@/components/layout/nav-styles";

type AppShellProps = {
  actor: Actor;
  shell: ShellContext;
  /** On a gate page: no navigation, no search and no links past the gate, only signing out. */
  gated: boolean;
  children: React.ReactNode;
};

// The signed-in shell. At phone width the header is compact (the name is read only by screen readers, the search takes
// its own row, tighter spacing), the navigation collapses behind its Menu button, and nothing is wider than the screen: the main column clips nothing but lets wide
// tables scroll inside their own cards (min-w-0 on flex/grid children).
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
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1.5 px-4 py-2 sm:gap-y-2 sm:py-3">
          {gated ? (
            <span className="text-lg font-bold text-indigo-700">OmniPlatform</span>
          ) : (
            <Link href="/" className={`text-lg font-bold text-indigo-700 ${FOCUS_RING}`}>
              OmniPlatform
            </Link>
          )}
          {gated || !canSearch(actor) ? null : (
            <div className="order-last w-full sm:order-none sm:ml-auto sm:w-auto">
              <GlobalSearch />
            </div>
          )}
          <div className="flex min-w-0 flex-wrap items-center gap-3 text-sm">
            <span className="sr-only truncate text-slate-700 sm:not-sr-only" data-testid="signed-in-as">
              {actor.name}
            </span>
            {gated ? null : <AccountMenu items={accountNavigation(actor)} />}
            <Link href="/logout" className={`text-indigo-700 hover:underline ${FOCUS_RING}`}>
              Sign out
            </Link>
          </div>
        </div>
        {items.length ? <NavLinks items={items} /> : null}
      </header>
      <main id="main" className="mx-auto min-w-0 max-w-7xl px-4 py-6">
        {children}
      </main>
      <PageViewTracker />
    </div>
  );
}
