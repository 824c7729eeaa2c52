import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { timesheetActionsOf } from "@/lib/timesheets/timesheet-actions";
import { forbidden } from "next/navigation";
import { isFeatureOn } from "@/lib/config";
import { timesheetAllowance } from "@/lib/timesheets/is-allowed";
import { isTimesheetAllowed } from "@/lib/timesheets/country-format";
import { listReachableCompanies } from "@/lib/companies/list-reachable-companies";
import { monthParam, ownEmployeeId } from "@/lib/time-off/own-employee";
import { loadMonth } from "@/lib/timesheets/load-month";
import { listCompanyTimesheets } from "@/lib/timesheets/list-timesheets";
import { findRegularWorkingHours } from "@/lib/timesheets/regular-working-hours";
import { workingTimeTimesheetsOn } from "@/lib/timesheets/working-time";
import { EmptyState } from "@/components/ui/misc";
import { CompanyTimesheets } from "./company-timesheets";
import { TimesheetMonth } from "./timesheet-month";

export const metadata: Metadata = { title: "Timesheets" };

// Spec 2 section 2: timesheets per employee and month (daily hours, overtime, the month's time off) and the
// company's list for managers. Behind the timesheets feature flag (on by default).
export default async function TimesheetsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const flagOn = isFeatureOn("timesheets");
  const actor = await guardPage({
    permission: "timesheets.read",
    allow: () => timesheetAllowance({ flagOn, archived: false }).isAllowed,
  });
  const query = await searchParams;
  const month = monthParam(query.month);
  const requested = typeof query.employeeId === "string" ? query.employeeId : null;
  const own = await ownEmployeeId(actor);
  const { readCompany } = timesheetActionsOf(actor);
  const employeeId = requested ?? (readCompany ? null : own);

  if (employeeId) {
    // The same answer as GET /api/timesheets/{employeeId}/is-allowed (an archived employee has no timesheets).
    const allowance = await orNotFound(() => isTimesheetAllowed(actor, employeeId));
    if (!allowance.isAllowed) forbidden();
    const [data, regular] = await orNotFound(() =>
      Promise.all([
        loadMonth(actor, employeeId, month),
        // Without working-time timesheets there is no regular hours card (undefined).
        workingTimeTimesheetsOn() ? findRegularWorkingHours(actor, employeeId) : undefined,
      ]),
    );
    const isOwn = employeeId === own;
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Timesheets{isOwn ? "" : `: ${data.employeeName}`}</h1>
        <TimesheetMonth
          initial={data}
          actions={timesheetActionsOf(actor, { isOwn })}
          backHref={isOwn ? null : `/timesheets?month=${month}`}
          regular={regular}
        />
      </div>
    );
  }
  if (!readCompany)
    return <EmptyState title="No employee record" description="Timesheets are kept on an employee record." />;
  const companyId = typeof query.companyId === "string" ? query.companyId : actor.companyId;
  const companies = await listReachableCompanies(actor);
  const first = companyId
    ? await orNotFound(() => listCompanyTimesheets(actor, companyId, { yearMonth: month }))
    : null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Timesheets</h1>
      <CompanyTimesheets companyId={companyId ?? null} companies={companies} month={month} initial={first} />
    </div>
  );
}
