// GET /api/employees/{employeeId}/payslips/{payReportId}/pdf: the payslip rendered on demand and sent as an
// attachment. Every download is audited (on the employee, who downloaded which version), once the PDF is built.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { getPayslip } from "@/lib/payslips/get-payslip";
import { renderPayslipPdf } from "@/lib/payslips/render-payslip";
import { payslipFileName } from "@/lib/payslips/schema";

export const PAYSLIP_DOWNLOAD_ACTION = "payslip.download";

export async function downloadPayslip(actor: Actor, employeeId: string, payReportId: string): Promise<Response> {
  const doc = await getPayslip(actor, employeeId, payReportId);
  const bytes = await renderPayslipPdf(doc);
  const p = doc.payslip;
  await db.$transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: PAYSLIP_DOWNLOAD_ACTION,
      entityType: "Employee",
      entityId: doc.employee.id,
      after: { payReportId: p.payReportId, payrollPeriod: p.period, payrollCycle: p.cycle, reportVersion: p.version },
    }),
  );
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${payslipFileName(p.period, doc.employee.id, p.version)}"`,
      "content-length": String(bytes.byteLength),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
