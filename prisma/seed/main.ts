// The demo seed: calls the domain seeders in order inside one transaction. Order matters twice: rows must
// exist before rows that point at them, and the seeders share one random stream (same order, same rows).
// Second run: the seed writes rows only into an empty database. With the demo data present, or with any other
// data (a real installation), it writes no rows and says why; an advisory lock makes parallel runs safe.
// Demo files: every storage key the rows name gets a real file (files/). A fresh seed makes them all inside
// its transaction (the rows record their sizes and hashes) and stores them once it committed; on an existing
// demo database the seed writes only the files storage lacks.
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
import { seedAnomalyFindings } from "./payroll/anomaly-findings";
import { seedProviders } from "./providers";
import { seedReferenceData } from "./reference-data";
import { seedTimeOff } from "./time-off";
import { seedDemoAccounts } from "./users-and-roles";
import { createRandom } from "./values";
import { demoFileCatalog } from "./files/catalog";
import type { DemoFileKind } from "./files/demo-file";
import { recordFileFacts } from "./files/record-file-facts";
import { countByKind, ensureDemoFiles, renderDemoFiles, writeDemoFiles } from "./files/write-demo-files";

export type FileCounts = Partial<Record<DemoFileKind, number>>;

export type SeedOutcome =
  | { status: "seeded"; counts: Record<string, number>; files: FileCounts; seconds: number }
  /** `files`: the missing demo files written this time (none when storage holds them all); `stale`: missing
   *  files not written because their rows record another size or hash (see files/write-demo-files.ts). */
  | { status: "already-seeded"; files: FileCounts; stale: string[] }
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
  await seedAnomalyFindings(ctx);
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
  const outcome = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      const existing = await existingData(tx);
      if (existing) return { status: existing, files: [] };
      await seedAll({
        tx,
        ...createRandom(),
        passwordHash,
        counts,
        count: (table, n) => void (counts[table] = (counts[table] ?? 0) + n),
        history: [],
      });
      const files = await renderDemoFiles(await demoFileCatalog(tx));
      await recordFileFacts(tx, files);
      return { status: "seeded" as const, files };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  if (outcome.status === "not-empty") return { status: "not-empty" };
  if (outcome.status === "already-seeded") {
    const { written, stale } = await ensureDemoFiles(prisma);
    return { status: "already-seeded", files: countByKind(written), stale };
  }
  await writeDemoFiles(outcome.files);
  return { status: "seeded", counts, files: countByKind(outcome.files), seconds: (Date.now() - started) / 1000 };
}
