import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/pages/guard";
import { WaitingForYou } from "@/components/home/waiting-for-you";
import { employeeListActionsOf } from "@/lib/employees/employee-list-actions";
import { employeeFilterOptions } from "@/lib/employees/employee-filter-options";
import { EmployeesList } from "@/components/employees/employees-list";
import { ManagerEmployeeTabs } from "@/components/employees/manager-employee-tabs";
import { PendingEmployeesTab } from "@/components/hiring/pending-employees-tab";
import { AddEmployeeLink } from "@/components/hiring/add-employee-link";
import { listTerminationRequests } from "@/lib/terminations/list-termination-requests";
import { TerminationRequestsTable } from "@/components/terminations/termination-requests-table";

export const metadata: Metadata = { title: "Employees" };

export default async function EmployeesPage() {
  const actor = await guardPage({ permission: "employees.list" });
  const options = await employeeFilterOptions(actor);
  const actions = employeeListActionsOf(actor);
  const list = <EmployeesList options={options} showCompanyFilter={actions.filterByCompany} />;
  const terminations = actions.readTerminations
    ? await listTerminationRequests(actor, { companyId: actor.companyId!, pageSize: 20 })
    : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Employees</h1>
        {actor.companyId && actions.addEmployee ? <AddEmployeeLink companyId={actor.companyId} /> : null}
      </div>
      <WaitingForYou actor={actor} page="employees" />
      {actor.companyId && actions.managerTabs ? (
        <ManagerEmployeeTabs
          employees={list}
          pending={<PendingEmployeesTab companyId={actor.companyId} />}
          terminations={
            terminations ? (
              <div className="space-y-3">
                <TerminationRequestsTable rows={terminations.items} showRequestedBy={false} />
                {terminations.nextCursor ? (
                  <Link className="text-sm font-medium text-indigo-700 hover:underline" href="/terminations">
                    See all termination requests
                  </Link>
                ) : null}
              </div>
            ) : null
          }
        />
      ) : (
        list
      )}
    </div>
  );
}
