import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { loadTimeOffPage } from "@/lib/time-off/load-time-off-page";
import { monthParam } from "@/lib/time-off/own-employee";
import { EmptyState } from "@/components/ui/misc";
import { TimeOffClient } from "./page-client";

export const metadata: Metadata = { title: "Time off" };

const param = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

// Spec 2 section 2 'Timesheets, time off': an employee's own entries by month (taken and scheduled) with
// 'Add time off' and, beyond the spec, their holiday balance and each request's approval; managers and admins
// see a company's time off (/time-off?companyId=, or one employee's: ?employeeId=, the employee page's Time off
// link) and the requests waiting for their decision. A record the caller cannot reach is the 404 page.
export default async function TimeOffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await guardPage({ permission: "timeOff.read" });
  const query = await searchParams;
  const data = await orNotFound(() =>
    loadTimeOffPage(actor, {
      month: monthParam(query.month),
      companyId: param(query.companyId),
      employeeId: param(query.employeeId),
    }),
  );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Time off</h1>
      {data.mode === "none" ? (
        <EmptyState title="No employee record" description="Time off is booked on an employee record." />
      ) : (
        <TimeOffClient data={data} />
      )}
    </div>
  );
}
