import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listLeavePolicies } from "@/lib/holidays/leave-policy/list-leave-policies";
import { LeavePoliciesClient } from "./page-client";

export const metadata: Metadata = { title: "Leave policies" };

// Back office: each country's leave policy (allowance, accrual, carry-over, statutory minimum), the defaults in
// code until an admin saves one (docs/time.md 'Leave policies').
export default async function LeavePoliciesPage() {
  const actor = await guardPage({ permission: "leavePolicies.manage" });
  const { policies } = await listLeavePolicies(actor);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Leave policies</h1>
      <p className="text-sm text-slate-600">
        The yearly holiday allowance of each country, how it accrues, how many unused days move to the next year and
        until when. Employees&apos; balances follow the saved policy at once; the statutory minimum also bounds the
        holiday days of employee records.
      </p>
      <LeavePoliciesClient initial={policies} />
    </div>
  );
}
