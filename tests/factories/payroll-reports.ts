// Pay reports as the payroll pipeline leaves them: a GrossToNetFile in a given status with its per-employee
// totals (PayReportEmployeeTotal), for the payroll report CSV tests.
import type { PayReportStatus, PayrollCycle, Prisma } from "../../generated/prisma/client";
import { ensureCountry } from "./countries";
import { uniqueSuffix } from "./users";

type Db = Prisma.TransactionClient;

export type TotalsInput = {
  employeeId: string;
  currency?: string;
  salary?: string;
  allowance?: string;
  variablePay?: string;
  expenses?: string;
  pensionContribution?: string;
  benefitContribution?: string;
  socialCosts?: string;
  eeDeductions?: string;
  erContribution?: string;
};

export async function createPayReport(
  db: Db,
  options: {
    period: string;
    country?: string;
    cycle?: PayrollCycle;
    status?: PayReportStatus;
    employees: TotalsInput[];
  },
) {
  const country = options.country ?? "DE";
  await ensureCountry(db, country);
  const status = options.status ?? "PUBLISHED";
  const file = await db.grossToNetFile.create({
    data: {
      fileName: `pay-register-${uniqueSuffix()}.csv`,
      country,
      payrollCycle: options.cycle ?? "CYCLE_1",
      payrollPeriod: options.period,
      processingStatus: status,
      uploadStatus: "SUCCEEDED",
    },
  });
  for (const [i, t] of options.employees.entries()) {
    const employee = await db.employee.findUniqueOrThrow({ where: { id: t.employeeId } });
    await db.payReportEmployeeTotal.create({
      data: {
        grossToNetId: file.id,
        employeeRef: `REF-${i}-${employee.id}`,
        employeeId: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        currency: t.currency ?? "EUR",
        salary: t.salary ?? "0",
        allowance: t.allowance ?? "0",
        variablePay: t.variablePay ?? "0",
        expenses: t.expenses ?? "0",
        pensionContribution: t.pensionContribution ?? "0",
        benefitContribution: t.benefitContribution ?? "0",
        socialCosts: t.socialCosts ?? "0",
        eeDeductions: t.eeDeductions ?? "0",
        erContribution: t.erContribution ?? "0",
        status,
      },
    });
  }
  return file;
}
