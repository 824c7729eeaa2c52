import type { Metadata } from "next";
import { can } from "@/lib/policy";
import { guardPage } from "@/lib/pages/guard";
import { flagsOf } from "@/lib/auth/actor";
import { employeeFilterOptions } from "@/lib/employees/employee-filter-options";
import { EmployeesList } from "@/components/employees/employees-list";
import { ManagerEmployeeTabs } from "@/components/employees/manager-employee-tabs";
import { PendingEmployeesTab } from "@/components/hiring/pending-employees-tab";
import { AddEmployeeLink } from "@/components/hiring/add-employee-link";

export const metadata: Metadata = { title: "Employees" };

export default async function EmployeesPage() {
  const actor = await guardPage({ permission: "employees.list" });
  const options = await employeeFilterOptions(actor);
  const list = (
    <EmployeesList options={options} showCompanyFilter={can(actor, "tenancy.allEmployees") || flagsOf(actor).isLSP} />
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Employees</h1>
        {actor.companyId && flagsOf(actor).isManager && can(actor, "seats.create") ? (
          <AddEmployeeLink companyId={actor.companyId} />
        ) : null}
      </div>
      {flagsOf(actor).isManager && actor.companyId && can(actor, "seats.read") ? (
        <ManagerEmployeeTabs employees={list} pending={<PendingEmployeesTab companyId={actor.companyId} />} />
      ) : (
        list
      )}
    </div>
  );
}
