import Link from "next/link";
import { Card, EmptyState, Pill } from "@/components/ui/misc";
import type { ManagerDto } from "@/lib/account/managers/service";

export function invitationLabel(status: ManagerDto["invitationStatus"]) {
  return status === "ACCEPTED" ? "Accepted" : status === "SENT" ? "Sent" : "Not sent";
}

export function ManagersCard({
  companyId,
  managers,
  canAdd,
}: {
  companyId: string;
  managers: ManagerDto[];
  canAdd: boolean;
}) {
  return (
    <Card
      title="Managers"
      actions={
        canAdd ? (
          <Link href={`/companies/${companyId}/managers/add`} className="text-sm text-indigo-700 underline">
            Add manager
          </Link>
        ) : undefined
      }
    >
      {managers.length === 0 ? (
        <EmptyState title="No Managers" />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Managers">
          {managers.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <Link
                  href={`/companies/${companyId}/managers/${m.id}`}
                  className="font-medium text-indigo-700 hover:underline"
                >
                  {m.name}
                </Link>
                <p className="text-xs text-slate-600">
                  {m.email}
                  {m.jobTitle ? ` · ${m.jobTitle}` : ""}
                </p>
              </div>
              <div className="flex gap-2">
                {m.isSuperAdmin ? <Pill tone="info">Super manager</Pill> : null}
                <Pill tone={m.invitationStatus === "ACCEPTED" ? "success" : "neutral"}>
                  Invitation: {invitationLabel(m.invitationStatus)}
                </Pill>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
