import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { listReachableCompanies } from "@/lib/companies/list-reachable-companies";
import { listCompanyTimeOff, listEmployeeTimeOff } from "@/lib/time-off/list-time-off";
import { monthParam, ownEmployeeId } from "@/lib/time-off/own-employee";
import { getEmployeeSummary } from "@/lib/employees/get-employee-summary";
import { EmptyState } from "@/components/ui/misc";
import { TimeOffClient } from "./page-client";

export const metadata: Metadata = { title: "Time off" };

// Spec 2 section 2 'Timesheets, time off': an employee's own entries by month (taken and scheduled) with
// 'Add time off'; managers and admins see a company's time off (/time-off?companyId=).
export default async function TimeOffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await guardPage({ permission: "timeOff.read" });
  const query = await searchParams;
  const month = monthParam(query.month);
  if (can(actor, "timeOff.readCompany")) {
    // ?employeeId= (the employee page's Time off link): that employee's time off, in their company; a record
    // the caller cannot reach is the 404 page.
    const employeeId = typeof query.employeeId === "string" ? query.employeeId : null;
    const employee = employeeId ? await orNotFound(() => getEmployeeSummary(actor, employeeId)) : null;
    const companyId = employee?.companyId ?? (typeof query.companyId === "string" ? query.companyId : actor.companyId);
    const companies = await listReachableCompanies(actor);
    const list = employee
      ? await listEmployeeTimeOff(actor, employee.id, month)
      : companyId
        ? await orNotFound(() => listCompanyTimeOff(actor, companyId, month))
        : null;
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Time off</h1>
        <TimeOffClient
          mode="company"
          companyId={companyId ?? null}
          companies={companies}
          employee={employee ? { id: employee.id, name: employee.name } : null}
          month={month}
          initial={list}
        />
      </div>
    );
  }
  const employeeId = await ownEmployeeId(actor);
  if (!employeeId)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Time off</h1>
        <EmptyState title="No employee record" description="Time off is booked on an employee record." />
      </div>
    );
  const list = await listEmployeeTimeOff(actor, employeeId, month);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Time off</h1>
      <TimeOffClient
        mode="employee"
        employeeId={employeeId}
        month={month}
        initial={list}
        canWrite={can(actor, "timeOff.write")}
      />
    </div>
  );
}
