// GET /api/employees/{employeeId}/payslips: one employee's payslips, newest period first, keyset-paged on
// (period, cycle, version, id). One per published version of each pay report: the current one, and an earlier
// version a corrected one replaced, still listed and readable ("replaced by version N").
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { decodeCursor, invalidCursor, keysetPage } from "@/lib/queries/keyset";
import { seekSql } from "@/lib/queries/keyset-sql";
import { PAYROLL_CYCLES } from "@/lib/payroll/schema";
import { findPayslipEmployeeOrThrow } from "@/lib/payslips/payslip-access";
import { PAYSLIP_ORDER, payslipRows, toPayslip } from "@/lib/payslips/payslip-rows";
import { PAYSLIP_PAGE_SIZE, type PayslipPage } from "@/lib/payslips/schema";

/** The rows after a cursor this list gave out; a 400 naming `cursor` for anything else. */
function afterCursor(cursor: string | undefined): Prisma.Sql | undefined {
  if (!cursor) return undefined;
  const parts = decodeCursor(cursor, 4);
  const version = Number(parts?.[2]);
  if (
    !parts ||
    !/^\d{6}$/.test(parts[0]) ||
    !(PAYROLL_CYCLES as readonly string[]).includes(parts[1]) ||
    !Number.isInteger(version) ||
    version < 1 ||
    version > 2 ** 31 - 1
  )
    throw invalidCursor("cursor", "Invalid cursor", "Cursor must be a nextCursor value from a previous page.");
  return seekSql(PAYSLIP_ORDER, [parts[0], parts[1], version, parts[3]], "desc");
}

export async function listPayslips(
  actor: Actor,
  employeeId: string,
  query: { cursor?: string; pageSize?: number } = {},
): Promise<PayslipPage> {
  const pageSize = query.pageSize ?? PAYSLIP_PAGE_SIZE;
  const where = afterCursor(query.cursor);
  const employee = await findPayslipEmployeeOrThrow(actor, employeeId);
  const rows = await payslipRows(employee.id, { where, limit: pageSize + 1 });
  const { page, nextCursor } = keysetPage(rows, pageSize, (r) => [r.period, r.cycle, String(r.version), r.payReportId]);
  return { items: page.map((r) => toPayslip(employee.id, r)), nextCursor };
}
