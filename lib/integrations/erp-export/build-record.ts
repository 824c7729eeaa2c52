// The external-employee record the ERP receives: identifiers, company, country, job and payroll fields.
import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";

export async function buildErpRecord(employeeId: string, client: Tx | typeof db = db) {
  const e = await client.employee.findUniqueOrThrow({
    where: { id: employeeId },
    include: { company: { select: { id: true, name: true, externalId: true } }, lsp: { select: { name: true } } },
  });
  return {
    externalId: e.externalId ?? e.id,
    employeeId: e.id,
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.workEmail ?? e.personalEmail,
    subsidiary: { companyId: e.company.id, name: e.company.name, externalId: e.company.externalId },
    country: e.countryCode,
    jobTitle: e.jobTitle,
    department: e.department,
    startDate: e.startDate?.toISOString().slice(0, 10) ?? null,
    employeeType: e.employeeType,
    employer: e.lsp?.name ?? null,
    billingCurrency: e.billingCurrency,
    payrollId: e.payrollId,
    status: e.onboardingStatus,
  };
}
