import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { flagsOf } from "@/lib/auth/actor";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getEmployeeOrThrow } from "@/lib/employees/get-employee";
import { toEmployeeDto } from "@/lib/employees/dto";
import { editorKinds } from "@/lib/employees/edit";
import { editableFields } from "@/lib/employees/edit-schema";
import { EmployeeEditForm } from "./page-client";
import { employerChoices } from "@/lib/employees/employer-choices";
import { extraEditDefaults } from "@/lib/employees/extra-edit-fields";

export const metadata: Metadata = { title: "Edit employee" };

export default async function EmployeeEditPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  const actor = await guardPage({ permission: "employees.update" });
  const row = await orNotFound(() => getEmployeeOrThrow(actor, employeeId));
  const fields = editableFields(editorKinds(actor, row));
  if (fields.length === 0) notFound();
  const employee = toEmployeeDto(actor, row);
  const isSelf = flagsOf(actor).isEmployee && row.userId === actor.userId;
  // Only the values of fields this actor edits reach the browser.
  const extraDefaults = Object.fromEntries(
    Object.entries(extraEditDefaults(row)).filter(([key]) => fields.includes(key as (typeof fields)[number])),
  );
  const choosesEmployer = fields.includes("lspId");
  const choices = choosesEmployer ? await employerChoices(row.countryCode) : { employers: [], legalEntities: [] };
  return (
    <EmployeeEditForm
      employee={employee}
      fields={fields}
      // Spec 1 section 2: back to /profile for an employee, else the employee's detail page.
      backHref={isSelf ? "/profile" : `/employees/${employee.id}`}
      completing={isSelf && row.needsRequiredFieldsFilled}
      extraDefaults={extraDefaults}
      employers={choices.employers}
      legalEntities={choices.legalEntities}
    />
  );
}
