// Companies and their managers.
import type { Company, Department, Manager, Prisma, User } from "../../generated/prisma/client";
import { feeAmountRows } from "../../prisma/seed/builders/companies";
import { managerRow } from "../../prisma/seed/builders/users";
import { ensureCountry } from "./countries";
import { createUser, uniqueSuffix } from "./users";

type Db = Prisma.TransactionClient;

export type CreateCompanyOptions = Partial<Prisma.CompanyUncheckedCreateInput> & {
  /** Create CompanyFeeSettings (+ EUR/USD/GBP fee amounts). Default true. */
  withFeeSettings?: boolean;
  enableAutomatedProposals?: boolean;
};

export async function createCompany(db: Db, options: CreateCompanyOptions = {}): Promise<Company> {
  const { withFeeSettings = true, enableAutomatedProposals = false, ...overrides } = options;
  const suffix = uniqueSuffix();
  const countryOfRegistration = overrides.countryOfRegistration ?? "DE";
  if (countryOfRegistration) await ensureCountry(db, countryOfRegistration);
  const company = await db.company.create({
    data: {
      name: `Test Company ${suffix}`,
      countryOfRegistration,
      invoicingEmail: `invoices-${suffix}@test.example`,
      onboardingStage: "Live",
      enabledProducts: ["EOR"],
      fxConversionPercent: "2",
      ...overrides,
    },
  });
  if (withFeeSettings) {
    await db.companyFeeSettings.create({
      data: {
        companyId: company.id,
        depositType: "ZERO_DEPOSIT_INSURANCE",
        advancedPaymentDepositPercent: 10,
        enableAutomatedProposals,
      },
    });
    await db.companyFeeAmount.createMany({ data: feeAmountRows(company.id, ["EUR", "USD", "GBP"]) });
  }
  return company;
}

export type CreateManagerOptions = {
  companyId?: string;
  /** Scopes on the manager role; the Manager permission flags are derived from them. Default ["employees:*"]. */
  scopes?: string[];
  jobTitle?: string;
  department?: Department;
  email?: string;
  firstName?: string;
  lastName?: string;
};

/** A manager user (role manager, tenant = company) and its Manager row. Creates a company when none is given. */
export async function createManager(
  db: Db,
  options: CreateManagerOptions = {},
): Promise<{ manager: Manager; user: User; password: string; email: string; companyId: string }> {
  const companyId = options.companyId ?? (await createCompany(db)).id;
  const scopes = options.scopes ?? ["employees:*"];
  const { user, password, email } = await createUser(db, {
    roles: ["manager"],
    scopes,
    tenantId: companyId,
    email: options.email,
    firstName: options.firstName ?? "Test",
    lastName: options.lastName,
  });
  const manager = await db.manager.create({
    data: managerRow({
      userId: user.id,
      companyId,
      jobTitle: options.jobTitle ?? "Engineering Manager",
      department: options.department ?? "Engineering",
      scopes,
    }),
  });
  return { manager, user, password, email, companyId };
}
