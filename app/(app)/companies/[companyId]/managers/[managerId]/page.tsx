import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { managerActionsOf } from "@/lib/account/managers/manager-actions";
import { formatDate } from "@/lib/dates";
import { getManagerOrThrow, listManagers } from "@/lib/account/managers/service";
import { Card, DefinitionList, Pill } from "@/components/ui/misc";
import { InviteButton } from "@/components/managers/invite-button";
import { DeleteManager } from "@/components/managers/delete-manager";
import { invitationLabel } from "@/components/managers/managers-card";

export const metadata: Metadata = { title: "Manager" };

export default async function ManagerPage({ params }: { params: Promise<{ companyId: string; managerId: string }> }) {
  const { companyId, managerId } = await params;
  const actor = await guardPage({ permission: "managers.read" });
  const manager = await orNotFound(() => getManagerOrThrow(actor, companyId, managerId));
  const { totalCount } = await listManagers(actor, companyId);
  const actions = managerActionsOf(actor, { managerCount: totalCount });
  const backHref = `/companies/${companyId}#details`;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link href={backHref} className="text-sm text-indigo-700 underline">
        ← Back
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{manager.name}</h1>
        <div className="flex flex-wrap gap-2">
          {actions.edit ? (
            <Link
              href={`/companies/${companyId}/managers/${managerId}/edit`}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Edit details
            </Link>
          ) : null}
          {actions.delete ? (
            <DeleteManager companyId={companyId} managerId={managerId} name={manager.name} backHref={backHref} />
          ) : null}
        </div>
      </div>
      <Card title="Manager details">
        <DefinitionList
          items={[
            { label: "First name", value: manager.firstName },
            { label: "Last name", value: manager.lastName },
            { label: "Email", value: manager.email },
            { label: "Job title", value: manager.jobTitle },
            { label: "Department", value: manager.department },
            { label: "Role", value: manager.isSuperAdmin ? <Pill tone="info">Super manager</Pill> : "Manager" },
          ]}
        />
      </Card>
      <Card title="Administrative details">
        <DefinitionList
          items={[
            { label: "Platform invitation", value: invitationLabel(manager.invitationStatus) },
            {
              label: "Invitation sent on",
              value: manager.sentInvitationAt ? formatDate(manager.sentInvitationAt) : null,
            },
          ]}
        />
        {actions.invite ? (
          <div className="mt-4">
            <InviteButton userId={manager.userId} initialStatus={manager.invitationStatus} />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
