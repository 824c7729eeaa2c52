// Employees (optionally with a sign-in user holding the employee role).
import type { Employee, Prisma, User } from "../../generated/prisma/client";
import { createCompany } from "./companies";
import { currencyOf } from "../../prisma/seed/builders/countries";
import { ensureCountry } from "./countries";
import { createUser, uniqueSuffix } from "./users";

type Db = Prisma.TransactionClient;

export type CreateEmployeeOptions = Partial<Prisma.EmployeeUncheckedCreateInput> & {
  /** Also create a User with the employee role (tenant = company). Default false. */
  withUser?: boolean;
};

export async function createEmployee(
  db: Db,
  options: CreateEmployeeOptions = {},
): Promise<{ employee: Employee; user: User | null; password: string | null }> {
  const { withUser = false, ...overrides } = options;
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const countryCode = overrides.countryCode ?? "DE";
  await ensureCountry(db, countryCode);
  const suffix = uniqueSuffix();
  const firstName = overrides.firstName ?? "Erin";
  const lastName = overrides.lastName ?? `Employee ${suffix}`;
  let user: User | null = null;
  let password: string | null = null;
  if (withUser && !overrides.userId) {
    const created = await createUser(db, {
      roles: ["employee"],
      tenantId: companyId,
      firstName,
      lastName,
      email: overrides.personalEmail ?? undefined,
    });
    user = created.user;
    password = created.password;
  }
  const currency = currencyOf(countryCode);
  const employee = await db.employee.create({
    data: {
      onboardingStatus: "ACTIVE",
      employeeType: "EOR",
      firstName,
      lastName,
      gender: "Female",
      dateOfBirth: new Date("1990-05-17"),
      citizenship: countryCode,
      personalEmail: user?.email ?? `employee-${suffix}@mail.test.example`,
      workEmail: `employee-${suffix}@company.test.example`,
      phoneNumber: "+4915100000000",
      jobTitle: "Software Engineer",
      jobDescription: "Builds and runs the product.",
      department: "Engineering",
      startDate: new Date("2025-01-01"),
      locationOfWorkType: "HOME_OFFICE",
      hoursOfWork: 40,
      annualBaseSalaryAmount: "60000",
      annualBaseSalaryCurrency: currency,
      holidayAllowanceValue: 25,
      holidayAllowanceType: "EXCLUDING_PUBLIC_HOLIDAYS",
      probationaryPeriodLength: 6,
      probationaryPeriodTimeUnit: "months",
      rightToWorkCheckCompleted: true,
      billingCurrency: currency === "GBP" || currency === "USD" ? currency : "EUR",
      externalId: `EXT-T-${suffix}`,
      ...overrides,
      companyId,
      countryCode,
      userId: overrides.userId ?? user?.id ?? null,
    },
  });
  return { employee, user, password };
}
