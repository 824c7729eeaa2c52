// The demo seed: calls the domain seeders in order inside one transaction. Order matters twice: rows must
// exist before rows that point at them, and the seeders share one random stream (same order, same rows).
// Second run: the seed writes only into an empty database. With the demo data present, or with any other
// data (a real installation), it writes nothing and says why; an advisory lock makes parallel runs safe.
import bcrypt from "bcryptjs";
import type { PrismaClient } from "../../generated/prisma/client";
import { demoAccount, DEMO_PASSWORD } from "../demo-accounts";
import type { SeedContext, Tx } from "./context";
import { seedBackOffice } from "./back-office";
import { seedBenefitPreferences } from "./benefits";
import { seedCompanies } from "./companies";
import { seedContractTemplates } from "./contract-templates";
import { seedContractors } from "./contractors";
import { seedContracts } from "./contracts";
import { seedDocuments } from "./documents";
import { seedEmployeeRecords } from "./employee-records";
import { seedEmployees } from "./employees";
import { seedExpenses } from "./expenses";
import { seedFinanceAccounts } from "./finance/accounts";
import { seedInvoices } from "./finance/invoices";
import { seedSeats } from "./hiring/seats";
import { seedManagers } from "./managers";
import { seedOffboarding } from "./offboarding";
import { seedOperations } from "./operations";
import { seedPayReports } from "./payroll/pay-reports";
import { seedPayrollSetup } from "./payroll/taxonomy";
import { seedProviders } from "./providers";
import { seedReferenceData } from "./reference-data";
import { seedTimeOff } from "./time-off";
import { seedDemoAccounts } from "./users-and-roles";
import { createRandom } from "./values";

export type SeedOutcome =
  | { status: "seeded"; counts: Record<string, number>; seconds: number }
  | { status: "already-seeded" }
  | { status: "not-empty" };

const SEED_LOCK = 20261101; // pg_advisory_xact_lock key: one seed at a time per database

async function seedAll(ctx: SeedContext) {
  await seedReferenceData(ctx);
  await seedProviders(ctx);
  await seedCompanies(ctx);
  const demoUserId = await seedDemoAccounts(ctx);
  const managers = await seedManagers(ctx, demoUserId);
  const staff = await seedEmployees(ctx, demoUserId, managers);
  await seedEmployeeRecords(ctx, staff, managers);
  const seats = await seedSeats(ctx, demoUserId);
  await seedContractTemplates(ctx, demoUserId);
  const contracts = await seedContracts(ctx, staff, demoUserId);
  await seedDocuments(ctx, demoUserId, seats, contracts, staff);
  await seedBenefitPreferences(ctx, demoUserId);
  await seedPayReports(ctx, staff, demoUserId);
  await seedPayrollSetup(ctx, staff, demoUserId);
  await seedInvoices(ctx, staff, demoUserId);
  await seedFinanceAccounts(ctx, staff);
  await seedExpenses(ctx, staff, managers, demoUserId);
  await seedTimeOff(ctx, staff, managers);
  await seedOffboarding(ctx, staff, managers, demoUserId);
  await seedContractors(ctx, demoUserId);
  await seedOperations(ctx, demoUserId);
  await seedBackOffice(ctx);
  await ctx.tx.statusHistory.createMany({ data: ctx.history });
  ctx.count("StatusHistory", ctx.history.length);
}

async function existingData(tx: Tx): Promise<SeedOutcome["status"] | null> {
  const admin = await tx.user.findUnique({ where: { email: demoAccount("admin").email }, select: { id: true } });
  if (admin) return "already-seeded";
  const [users, companies, countries] = await Promise.all([tx.user.count(), tx.company.count(), tx.country.count()]);
  return users + companies + countries > 0 ? "not-empty" : null;
}

export async function seedDemoData(prisma: PrismaClient): Promise<SeedOutcome> {
  const started = Date.now();
  const passwordHash = bcrypt.hashSync(DEMO_PASSWORD, 10);
  const counts: Record<string, number> = {};
  return prisma.$transaction(
    async (tx): Promise<SeedOutcome> => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      const existing = await existingData(tx);
      if (existing === "already-seeded") return { status: existing };
      if (existing === "not-empty") return { status: existing };
      await seedAll({
        tx,
        ...createRandom(),
        passwordHash,
        counts,
        count: (table, n) => void (counts[table] = (counts[table] ?? 0) + n),
        history: [],
      });
      return { status: "seeded", counts, seconds: (Date.now() - started) / 1000 };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}
