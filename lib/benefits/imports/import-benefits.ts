// POST /api/payroll/benefits/import (multipart: payrollInstanceId, fileContent CSV with clientId, employeeId,
// employeeName, benefit, amount, currency). Every row is kept with its outcome: the client must exist ('Client
// not found'), the employee must be that client's ('Employee not found') and carry the file's name, accents and
// case aside ('Employee name mismatch'). The import, its rows and one audit event are written in one transaction;
// the answer is the spec's benefit import summary (errors, totalRecords, countries).
import "server-only";
import { db, transactionTimeLimit } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { moneyString } from "@/lib/money";
import { exists } from "@/lib/storage/files";
import { readCsvRows } from "@/lib/storage/read-csv-rows";
import { normalizeName as norm } from "@/lib/queries/normalize-name";
import { countCountries } from "@/lib/benefits/imports/count-countries";
import { billBenefitLines } from "@/lib/benefits/imports/bill-benefit-lines";
import {
  BENEFIT_IMPORT_MESSAGES as M,
  MAX_BENEFIT_IMPORT_ROWS,
  ZBenefitImportFields,
  ZBenefitImportRow,
  type BenefitImportError,
  type BenefitImportSummary,
} from "@/lib/benefits/imports/schema";

export async function importBenefits(
  actor: Actor,
  fields: Record<string, string>,
  file: { fileName: string; storageKey: string } | undefined,
): Promise<BenefitImportSummary> {
  if (!file) throw new AppError("BAD_REQUEST", M.noFile, { fieldErrors: { fileContent: [M.noFile] } });
  const { payrollInstanceId } = ZBenefitImportFields.parse(fields);
  // Runs in the request, not in a job: a missing or unreadable file is a 400 with the reason, nothing is stored.
  if (!(await exists(file.storageKey)))
    throw new AppError("BAD_REQUEST", M.missingFile, { fieldErrors: { fileContent: [M.missingFile] } });
  const raw = await readCsvRows(file.storageKey, {
    maxRows: MAX_BENEFIT_IMPORT_ROWS,
    requiredColumns: ["clientId", "employeeId", "employeeName", "benefit", "amount"],
  });
  const instance = await db.workbook.findUnique({
    where: { id: payrollInstanceId },
    select: { id: true, month: true, year: true },
  });
  if (!instance)
    throw new AppError("BAD_REQUEST", M.payrollInstance, { fieldErrors: { payrollInstanceId: [M.payrollInstance] } });
  if (raw.length === 0) throw new AppError("BAD_REQUEST", M.empty, { fieldErrors: { fileContent: [M.empty] } });

  const cell = (r: Record<string, string>, k: string) => String(r[k] ?? "").trim();
  const [companies, employees] = await Promise.all([
    db.company.findMany({
      where: { id: { in: [...new Set(raw.map((r) => cell(r, "clientId")))] } },
      select: { id: true },
    }),
    db.employee.findMany({
      where: { AND: [{ id: { in: [...new Set(raw.map((r) => cell(r, "employeeId")))] } }, employeeWhere(actor)] },
      select: { id: true, companyId: true, firstName: true, lastName: true, countryCode: true, lspId: true },
    }),
  ]);
  const clientIds = new Set(companies.map((c) => c.id));
  const byId = new Map(employees.map((e) => [e.id, e]));
  const lines = raw.map((record, index) => {
    const row = index + 2;
    const base = {
      row,
      clientId: cell(record, "clientId").slice(0, 64),
      employeeId: cell(record, "employeeId").slice(0, 64),
      employeeName: cell(record, "employeeName").slice(0, 200),
      benefit: cell(record, "benefit").slice(0, 200),
    };
    const parsed = ZBenefitImportRow.safeParse(record);
    if (!parsed.success) return { ...base, message: parsed.error.issues[0].message };
    const employee = byId.get(base.employeeId);
    if (!clientIds.has(base.clientId)) return { ...base, message: M.clientNotFound };
    if (!employee || employee.companyId !== base.clientId) return { ...base, message: M.employeeNotFound };
    if (norm(base.employeeName) !== norm(`${employee.firstName} ${employee.lastName}`))
      return { ...base, countryCode: employee.countryCode, message: M.nameMismatch };
    const { amount, currency } = parsed.data;
    return { ...base, countryCode: employee.countryCode, amount: moneyString(amount, currency), currency };
  });
  const billable = lines.flatMap((l) =>
    "amount" in l && l.amount && l.currency
      ? [{ ...l, amount: l.amount, currency: l.currency, lspId: byId.get(l.employeeId)?.lspId ?? null }]
      : [],
  );
  const period = `${instance.year}${String(instance.month).padStart(2, "0")}`;
  const errors: BenefitImportError[] = lines
    .filter((l) => "message" in l && l.message)
    .map((l) => ({
      row: l.row,
      clientId: l.clientId,
      employeeId: l.employeeId,
      message: (l as { message: string }).message,
    }));

  // Two multi-row inserts of up to 20,000 lines each: a limit sized to the file, not Prisma's 5 s default.
  const saved = await db.$transaction(
    async (tx) => {
      const created = await tx.benefitImport.create({
        data: {
          fileName: file.fileName.slice(0, 255),
          payrollInstanceId,
          totalRecords: lines.length,
          errorCount: errors.length,
          createdById: actor.userId,
        },
        select: { id: true, createdAt: true },
      });
      await tx.benefitImportLine.createMany({ data: lines.map((l) => ({ ...l, importId: created.id })) });
      const invoices = await billBenefitLines(tx, billable, period);
      await recordAudit(tx, {
        actor,
        action: "benefits.import",
        entityType: "BenefitImport",
        entityId: created.id,
        after: {
          fileName: file.fileName,
          payrollInstanceId,
          totalRecords: lines.length,
          errors: errors.length,
          invoices,
        },
      });
      return created;
    },
    { timeout: transactionTimeLimit(lines.length) },
  );
  const countries = (await countCountries({ importIds: [saved.id] })).get(saved.id) ?? [];
  return {
    id: saved.id,
    fileName: file.fileName,
    payrollInstanceId,
    createdAt: saved.createdAt.toISOString(),
    totalRecords: lines.length,
    errors,
    countries,
  };
}
