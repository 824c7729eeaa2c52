import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getEmployeeOrThrow } from "@/lib/employees/get-employee";
import { toEmployeeDto } from "@/lib/employees/dto";
import { editorKinds } from "@/lib/employees/edit";
import { editableFields } from "@/lib/employees/edit-schema";
import { EmployeeEditForm } from "./page-client";
import { employerChoices } from "@/lib/employees/employer-choices";
import { extraEditDefaults } from "@/lib/employees/extra-edit-fields";
import { salaryCurrencyChoices } from "@/lib/employees/salary-currency";
import { countrySalaryCurrency } from "@/lib/employees/assert-salary-currency";
import { holidayRegions } from "@/lib/holidays/holiday-regions";

export const metadata: Metadata = { title: "Edit employee" };

export default async function EmployeeEditPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  const actor = await guardPage({ permission: "employees.update" });
  const row = await orNotFound(() => getEmployeeOrThrow(actor, employeeId));
  const kinds = editorKinds(actor, row);
  const fields = editableFields(kinds);
  if (fields.length === 0) notFound();
  const employee = toEmployeeDto(actor, row);
  // The employee editing their own record (editorKinds: the employee role on their own record).
  const isSelf = kinds.includes("employee");
  // Only the values of fields this actor edits reach the browser.
  const extraDefaults = Object.fromEntries(
    Object.entries(extraEditDefaults(row)).filter(([key]) => fields.includes(key as (typeof fields)[number])),
  );
  const choosesEmployer = fields.includes("lspId");
  // Spec 1 section 6: who is neither admin nor the employee is offered the country's currency only.
  const salaryCurrencies = fields.includes("annualBaseSalaryCurrency")
    ? salaryCurrencyChoices(kinds, await countrySalaryCurrency(row.countryCode), row.annualBaseSalaryCurrency)
    : null;
  const regions = fields.includes("region") ? ((await holidayRegions([row.countryCode]))[row.countryCode] ?? []) : [];
  const choices = choosesEmployer ? await employerChoices(row.countryCode) : { employers: [], legalEntities: [] };
  return (
    <EmployeeEditForm
      employee={employee}
      fields={fields}
      // Spec 1 section 2: back to /profile for an employee, else the employee's detail page.
      backHref={isSelf ? "/profile" : `/employees/${employee.id}`}
      completing={isSelf && row.needsRequiredFieldsFilled}
      extraDefaults={extraDefaults}
      salaryCurrencies={salaryCurrencies}
      employers={choices.employers}
      legalEntities={choices.legalEntities}
      regions={regions}
    />
  );
}
