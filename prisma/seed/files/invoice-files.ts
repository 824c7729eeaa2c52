// The invoice PDFs attached to successful onboarding invoices (SimpleInvoice.attachmentUrls).
import { iso } from "../values";
import { isSeedKey, type Db, type DemoFile } from "./demo-file";
import { demoPdf } from "./pdf";

export async function invoiceFiles(db: Db): Promise<DemoFile[]> {
  const invoices = await db.simpleInvoice.findMany({
    where: { attachmentUrls: { isEmpty: false } },
    select: {
      title: true,
      description: true,
      totalAmount: true,
      currency: true,
      attachmentUrls: true,
      invoiceLogId: true,
    },
    orderBy: { invoiceLogId: "asc" },
  });
  const logs = await db.invoiceLog.findMany({
    where: { id: { in: invoices.map((i) => i.invoiceLogId) } },
    select: { id: true, companyName: true, employeeName: true, createdAt: true },
  });
  const logById = new Map(logs.map((l) => [l.id, l]));
  return invoices.flatMap((inv) =>
    inv.attachmentUrls.filter(isSeedKey).map((key) => ({
      key,
      kind: "pdf" as const,
      render: () => {
        const log = logById.get(inv.invoiceLogId)!;
        return demoPdf({
          title: `Invoice ${log.id}`,
          person: log.employeeName ?? log.companyName,
          kind: "Invoice",
          details: [
            inv.title,
            inv.description ?? "",
            `Billed to: ${log.companyName}`,
            `Total: ${inv.totalAmount.toFixed(2)} ${inv.currency}`,
            `Date: ${iso(log.createdAt)}`,
          ].filter(Boolean),
        });
      },
    })),
  );
}
