import type { Metadata } from "next";
import Link from "next/link";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { employeeFieldsOf, getEmployeeOrThrow } from "@/lib/employees/get-employee";
import { fieldValue } from "@/lib/employees/field-values";
import { Card, DefinitionList } from "@/components/ui/misc";

export const metadata: Metadata = { title: "Contractual compensation" };

const COMPENSATION = ["annualBaseSalary", "bonus", "additionalCompensation", "holidayAllowance", "probationaryPeriod"];

// From the manager's role card: the employee's compensation fields, each editable per role on the edit page.
export default async function ContractualCompensationPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  const actor = await guardPage({ permission: "employees.read" });
  const e = await orNotFound(() => getEmployeeOrThrow(actor, employeeId));
  const fields = employeeFieldsOf(actor, e).filter((f) => COMPENSATION.includes(f.name));
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">
          Contractual compensation: {e.firstName} {e.lastName}
        </h1>
        <Link href={`/employees/${e.id}`} className="text-sm text-indigo-700 hover:underline">
          Back
        </Link>
      </div>
      <Card title="Compensation">
        {fields.length === 0 ? (
          <p className="text-sm text-slate-600">Compensation is not shown for your role.</p>
        ) : (
          <DefinitionList
            items={fields.map((f) => ({
              label: f.label,
              value: f.redacted ? (
                "Hidden"
              ) : f.editable && f.editField ? (
                <span>
                  {fieldValue(f.name, e) ?? "—"}{" "}
                  <Link href={`/employees/${e.id}/edit#${f.editField}`} className="text-indigo-700 hover:underline">
                    Edit<span className="sr-only"> {f.label}</span>
                  </Link>
                </span>
              ) : (
                fieldValue(f.name, e)
              ),
            }))}
          />
        )}
      </Card>
    </div>
  );
}
