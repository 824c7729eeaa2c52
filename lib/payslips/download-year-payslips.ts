// GET /api/employees/{employeeId}/payslips/zip?year=: one year's payslips of an employee as one ZIP, oldest month
// first: every published version (a corrected one and the one it replaced, each under its own name), the same PDFs
// as the single downloads, rendered one at a time as the ZIP is streamed. Whoever may read the employee's payslips
// may download it (payslip-access.ts); a year without payslips answers 404. Audited once per download.
import "server-only";
import { Readable } from "node:stream";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { zipStream } from "@/lib/storage/zip-stream";
import { contentDisposition } from "@/lib/storage/disposition";
import { getPayslip } from "@/lib/payslips/get-payslip";
import { findPayslipEmployeeOrThrow } from "@/lib/payslips/payslip-access";
import { payslipRows } from "@/lib/payslips/payslip-rows";
import { renderPayslipPdf } from "@/lib/payslips/render-payslip";
import { payslipFileName, payslipYearZipName } from "@/lib/payslips/schema";

export const PAYSLIP_YEAR_DOWNLOAD_ACTION = "payslip.downloadYear";

/** PDFs are compressed already: the fastest level keeps the stream quick. */
const ZIP_LEVEL = 1;

export async function downloadYearPayslips(actor: Actor, employeeId: string, year: number): Promise<Response> {
  const employee = await findPayslipEmployeeOrThrow(actor, employeeId);
  const rows = (
    await payslipRows(employee.id, { where: Prisma.sql`f."payrollPeriod" BETWEEN ${`${year}01`} AND ${`${year}12`}` })
  ).reverse();
  if (rows.length === 0) throw new AppError("NOT_FOUND", `No payslips in ${year}`);
  await db.$transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: PAYSLIP_YEAR_DOWNLOAD_ACTION,
      entityType: "Employee",
      entityId: employee.id,
      after: { year, payslips: rows.length, payReportIds: rows.map((r) => r.payReportId) },
    }),
  );
  const entries = rows.map((r) => ({
    name: payslipFileName(r.period, employee.id, r.version),
    label: `the payslip of ${r.period}, version ${r.version}`,
    open: async () => Buffer.from(await renderPayslipPdf(await getPayslip(actor, employee.id, r.payReportId))),
  }));
  return new Response(Readable.toWeb(zipStream(entries, ZIP_LEVEL)) as ReadableStream, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": contentDisposition("attachment", payslipYearZipName(year, employee.id)),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
