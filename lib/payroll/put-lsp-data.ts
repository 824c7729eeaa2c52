// PUT /gross-to-net/{id}/lsp-data (spec 2 section 6).
import { db, transactionTimeLimit } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";
import { isPublished, type TLspData } from "@/lib/payroll/schema";
import { lspDataDto, lspDataInput } from "@/lib/payroll/file-dto";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

export async function putLspData(actor: Actor, id: string, data: TLspData) {
  // The bill number is stamped on every employee total of the report: a limit sized to them.
  const employees = await db.payReportEmployeeTotal.count({ where: { grossToNetId: id } });
  return db.$transaction(
    async (tx) => {
      const file = await findPayReportOrThrow(id, { processingStatus: true, lspData: true }, tx);
      // Spec 2 section 6: LSP data is editable unless PUBLISHED.
      if (isPublished(file.processingStatus))
        throw new AppError("UNPROCESSABLE", "LSP data of a published pay report cannot be changed.");
      const input = lspDataInput(data);
      const saved = await tx.lspData.upsert({
        where: { grossToNetId: id },
        create: { grossToNetId: id, ...input },
        update: input,
      });
      await tx.payReportEmployeeTotal.updateMany({
        where: { grossToNetId: id },
        data: { lspBillNumber: data.lspBillNumber },
      });
      await recordAudit(tx, {
        actor,
        action: "payReport.lspData",
        entityType: PAY_REPORT_ENTITY,
        entityId: id,
        before: file.lspData ? lspDataDto(file.lspData) : null,
        after: { ...data },
      });
      return lspDataDto(saved);
    },
    { timeout: transactionTimeLimit(employees) },
  );
}
