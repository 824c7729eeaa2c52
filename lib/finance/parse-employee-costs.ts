// POST /api/payroll/invoices/parse-employees-costs: a provider's cost CSV (employeeId, employeeName, description,
// amount) read into the parsed employee-cost summary of spec 2 section 3 (invoiceTotal, per-employee cost lines,
// errors). Nothing is stored. Every row is checked (shape, employee known, employee of the selected provider,
// name agrees when given); a file with any row error is a 400 listing all of them (spec 2 section 9: "failed cost
// parsing"), so an invoice is never built from part of a file.
import "server-only";
import Decimal from "decimal.js";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { moneyString, toDecimal } from "@/lib/money";
import { readCsvRows } from "@/lib/storage/read-csv-rows";
import { normalizeName as norm } from "@/lib/queries/normalize-name";
import {
  EMPLOYEE_COST_MESSAGES as M,
  MAX_EMPLOYEE_COST_ROWS,
  ZEmployeeCostFields,
  ZEmployeeCostRow,
  type EmployeeCostError,
  type EmployeeCostLine,
  type EmployeeCostSummary,
} from "@/lib/finance/schema";

export async function parseEmployeeCosts(
  actor: Actor,
  fields: Record<string, string>,
  storageKey: string,
): Promise<EmployeeCostSummary> {
  const { lspId, currency } = ZEmployeeCostFields.parse(fields);
  const rows = await readCsvRows(storageKey, {
    maxRows: MAX_EMPLOYEE_COST_ROWS,
    requiredColumns: ["employeeId", "amount"],
  });
  const lsp = await db.localServiceProvider.findUnique({ where: { id: lspId }, select: { id: true } });
  if (!lsp) throw new AppError("BAD_REQUEST", "Unknown provider.", { fieldErrors: { lspId: ["Unknown provider."] } });
  if (rows.length === 0)
    throw new AppError("BAD_REQUEST", M.empty, { fieldErrors: { fileContent: [M.empty] }, details: { errors: [] } });

  const ids = [...new Set(rows.map((r) => String(r.employeeId ?? "").trim()).filter(Boolean))];
  const employees = await db.employee.findMany({
    where: { AND: [{ id: { in: ids } }, employeeWhere(actor)] },
    select: { id: true, firstName: true, lastName: true, lspId: true, countryCode: true },
  });
  const byId = new Map(employees.map((e) => [e.id, e]));
  const lines: EmployeeCostLine[] = [];
  const errors: EmployeeCostError[] = [];
  rows.forEach((record, index) => {
    const row = index + 2; // the header is row 1
    const parsed = ZEmployeeCostRow.safeParse(record);
    const employeeId = String(record.employeeId ?? "").trim();
    if (!parsed.success) return errors.push({ row, employeeId, error: parsed.error.issues[0].message });
    const employee = byId.get(employeeId);
    if (!employee) return errors.push({ row, employeeId, error: M.notFound });
    if (employee.lspId !== lspId) return errors.push({ row, employeeId, error: M.otherProvider });
    const name = `${employee.firstName} ${employee.lastName}`;
    if (parsed.data.employeeName && norm(parsed.data.employeeName) !== norm(name))
      return errors.push({ row, employeeId, error: M.nameMismatch });
    lines.push({
      row,
      employeeId,
      employeeName: name,
      countryCode: employee.countryCode,
      description: parsed.data.description,
      amount: moneyString(parsed.data.amount, currency),
    });
  });
  if (errors.length)
    throw new AppError("BAD_REQUEST", M.failed, { fieldErrors: { fileContent: [M.failed] }, details: { errors } });
  const total = lines.reduce((sum, l) => sum.plus(toDecimal(l.amount)), new Decimal(0));
  return { lspId, currency, invoiceTotal: moneyString(total, currency), employees: lines, errors: [] };
}
