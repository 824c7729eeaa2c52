import Link from "next/link";
import { ONBOARDING_STATUSES } from "@/lib/employees/schema";
import { Pill } from "@/components/ui/misc";
import { StatusHistoryDrawer } from "@/components/employees/status-history-drawer";
import type { EmployeeDetail } from "./employee-cards";

const TONE = { ACTIVE: "success", IN_PROGRESS: "info", INACTIVE: "neutral", PENDING: "warning" } as const;

export function EmployeeHeader({
  e,
  canRequestTermination,
  canResign,
  canEdit,
  canDownloadData,
}: {
  e: EmployeeDetail;
  canRequestTermination: boolean;
  canResign: boolean;
  canEdit: boolean;
  canDownloadData: boolean;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold">
          {e.firstName} {e.lastName}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {e.country.name} · {e.jobTitle ?? "No job title"} · Manager:{" "}
          {e.manager ? `${e.manager.user.firstName} ${e.manager.user.lastName}` : "—"}
        </p>
        <div className="mt-2">
          <Pill tone={TONE[e.onboardingStatus]}>
            {ONBOARDING_STATUSES.find((s) => s.value === e.onboardingStatus)?.label}
          </Pill>
          {e.archivedAt ? <Pill tone="neutral">Archived</Pill> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusHistoryDrawer employeeId={e.id} />
        {canRequestTermination ? (
          <Link
            href={`/companies/${e.companyId}/employee/${e.id}/termination-requests/add`}
            className="rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            Request termination
          </Link>
        ) : null}
        {canResign ? (
          <Link
            href={`/companies/${e.companyId}/employee/${e.id}/resignation`}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Resign
          </Link>
        ) : null}
        {canEdit ? (
          <Link
            href={`/employees/${e.id}/edit`}
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Edit details
          </Link>
        ) : canDownloadData ? (
          <a
            href="#data-export"
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Download data
          </a>
        ) : null}
      </div>
    </div>
  );
}
