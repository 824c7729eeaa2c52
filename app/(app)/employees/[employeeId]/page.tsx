import type { Metadata } from "next";
import Link from "next/link";
import { flagsOf } from "@/lib/auth/actor";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getEmployeeOrThrow } from "@/lib/employees/service";
import { toEmployeeDto } from "@/lib/employees/dto";
import { editorKinds } from "@/lib/employees/edit";
import { ONBOARDING_STATUSES } from "@/lib/employees/schema";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { Card, DefinitionList, Pill } from "@/components/ui/misc";
import { EmployeeContracts } from "@/components/contracts/employee-contracts";

export const metadata: Metadata = { title: "Employee" };

async function load(employeeId: string) {
  const actor = await guardPage({ permission: "employees.read" });
  // Spec 1 section 8: an employee fetch 404 goes to the 404 page.
  const row = await orNotFound(() => getEmployeeOrThrow(actor, employeeId));
  return { actor, row, employee: toEmployeeDto(actor, row) };
}

export default async function EmployeeDetailPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  const { actor, row, employee } = await load(employeeId);
  const f = flagsOf(actor);
  const canEdit = !f.isLSP && editorKinds(actor, row).length > 0;
  const p = employee.personalDetails;
  // Spec 1 section 6: viewer, payroll, international-expansion and finance roles see no detail cards.
  const showCards = f.isAdmin || f.isManager || f.isEmployee || f.isLSP || f.isBenefitsSpecialist;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">
            {p.firstName} {p.lastName}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {employee.countryName} · {employee.employmentDetails.jobTitle ?? "No job title"} · Manager:{" "}
            {employee.managerName ?? "—"}
          </p>
          <div className="mt-2">
            <Pill tone={employee.onboardingStatus === "ACTIVE" ? "success" : "info"}>
              {ONBOARDING_STATUSES.find((s) => s.value === employee.onboardingStatus)?.label}
            </Pill>
          </div>
        </div>
        {canEdit ? (
          <Link
            href={`/employees/${employee.id}/edit`}
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Edit details
          </Link>
        ) : null}
      </div>
      {showCards ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card title="Personal details">
            <DefinitionList
              items={[
                { label: "First name", value: p.firstName },
                { label: "Last name", value: p.lastName },
                { label: "Gender", value: p.gender },
                { label: "Date of birth", value: formatDate(p.dateOfBirth) },
                { label: "Citizenship", value: p.citizenship },
                {
                  label: "Address",
                  value: p.privateAddress
                    ? `${p.privateAddress.addressLine1}, ${p.privateAddress.postalCode} ${p.privateAddress.city}`
                    : null,
                },
              ]}
            />
          </Card>
          <Card title="Role details">
            <DefinitionList
              items={[
                { label: "Job title", value: employee.employmentDetails.jobTitle },
                { label: "Start date", value: formatDate(employee.employmentDetails.startDate) },
                { label: "Hours of work", value: employee.employmentDetails.hoursOfWork },
                {
                  label: "Annual base salary",
                  value: employee.employmentDetails.annualBaseSalary
                    ? formatMoney(
                        employee.employmentDetails.annualBaseSalary.amount,
                        employee.employmentDetails.annualBaseSalary.currency ?? "USD",
                      )
                    : null,
                },
                { label: "Company", value: employee.companyName },
                { label: "Employer (LSP)", value: employee.lsp?.name },
              ]}
            />
          </Card>
          <Card title="Contact details">
            <DefinitionList
              items={[
                { label: "Work email", value: employee.contactDetails.workEmail },
                { label: "Personal email", value: employee.contactDetails.personalEmail },
                { label: "Phone number", value: employee.contactDetails.phoneNumber },
              ]}
            />
          </Card>
          {p.bankingDetails ? (
            <Card title="Bank details">
              <DefinitionList
                items={[
                  { label: "IBAN", value: p.bankingDetails.iban },
                  { label: "Account number", value: p.bankingDetails.accountNumber },
                  { label: "BIC / SWIFT", value: p.bankingDetails.bicSwift },
                ]}
              />
            </Card>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Details are not shown for your role.</p>
      )}
      <EmployeeContracts actor={actor} employeeId={employee.id} />
    </div>
  );
}
