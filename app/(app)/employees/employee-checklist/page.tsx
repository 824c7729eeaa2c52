import type { Metadata } from "next";
import { guardPage } from "@/lib/pages/guard";
import { employeeChecklist } from "@/lib/employees/employee-checklist";
import { EmployeeChecklist } from "@/components/employees/employee-checklist";

export const metadata: Metadata = { title: "Employee checklist" };

export default async function EmployeeChecklistPage() {
  const actor = await guardPage({ permission: "onboarding.read" });
  const rows = await employeeChecklist(actor);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Employee checklist</h1>
      <EmployeeChecklist rows={rows} />
    </div>
  );
}
