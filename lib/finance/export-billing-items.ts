// POST /payroll/billing-items/export (client invoice export) and POST /payments/export (payment instructions to
// the LSPs). Each stamps the not-yet-exported items matching the filters with a new export id (one transaction,
// audited); a second export of the same filters picks up only what was added since. The client export answers
// url and exportId (spec 3 section 7): a signed link (lib/storage/signed-download.ts) that streams exactly the
// stamped items as CSV, as often as it is opened before it expires. The payment export streams the CSV in its
// answer, the export id in the x-export-id header.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { batches, csvResponse } from "@/lib/http/csv-response";
import { billingItemDto, billingItemFilterWhere, billingItemInclude } from "@/lib/finance/billing-item-dto";
import { AMOUNT_FIELDS, type TBillingItemFilters } from "@/lib/finance/schema";
import { signDownload } from "@/lib/storage/signed-download";

export const BILLING_EXPORT_HEADER = [
  "Billing item ID",
  "Invoice number",
  "Invoice date",
  "Payroll period",
  "Client",
  "Employee",
  "LSP",
  "Currency",
  ...AMOUNT_FIELDS,
  "Payment status",
  "Benefit",
] as const;

type Kind = "client" | "payment";

async function stampExport(actor: Actor, kind: Kind, filters: TBillingItemFilters) {
  const exportId = `${kind === "client" ? "client-export" : "pay-export"}-${randomUUID()}`;
  const pending: Prisma.BillingItemWhereInput =
    kind === "client"
      ? { clientInvoiceExportId: "NOT_EXPORTED", invoiceId: { not: null } }
      : { paymentInstructionExportId: null, paymentStatus: "payment_pending", invoiceId: { not: null } };
  const data = kind === "client" ? { clientInvoiceExportId: exportId } : { paymentInstructionExportId: exportId };
  const count = await db.$transaction(async (tx) => {
    const { count } = await tx.billingItem.updateMany({
      where: { AND: [billingItemFilterWhere(actor, filters), pending] },
      data,
    });
    await recordAudit(tx, {
      actor,
      action: kind === "client" ? "billingItems.export" : "payments.export",
      entityType: "BillingExport",
      entityId: exportId,
      after: { ...filters, itemCount: count },
    });
    return count;
  });
  return { exportId, count, where: data as Prisma.BillingItemWhereInput };
}

async function* rowsOf(where: Prisma.BillingItemWhereInput) {
  const items = batches(
    (after: string | null) =>
      db.billingItem.findMany({
        where: after ? { AND: [where, { id: { gt: after } }] } : where,
        include: billingItemInclude,
        orderBy: { id: "asc" },
        take: 500,
      }),
    (row) => row.id,
  );
  for await (const row of items) {
    const item = billingItemDto(row);
    yield [
      item.id,
      item.invoiceNumber ?? "",
      item.invoiceDate?.toISOString().slice(0, 10) ?? "",
      item.payrollPeriod ?? "",
      item.company.name,
      item.employee ? `${item.employee.firstName} ${item.employee.lastName}` : "",
      item.lsp?.name ?? "",
      item.currency,
      ...AMOUNT_FIELDS.map((f) => item[f]),
      item.paymentStatus,
      item.isBenefit ? "yes" : "no",
    ];
  }
}

export async function exportBillingItems(actor: Actor, kind: Kind, filters: TBillingItemFilters) {
  const { exportId, count, where } = await stampExport(actor, kind, filters);
  const response = csvResponse(`${exportId}.csv`, BILLING_EXPORT_HEADER, rowsOf(where));
  response.headers.set("x-export-id", exportId);
  response.headers.set("x-export-count", String(count));
  return response;
}

/** The signed link's kind (lib/downloads/serve-signed-download.ts serves it). */
export const BILLING_ITEMS_CSV_DOWNLOAD = "billing-items-csv";

export async function startClientInvoiceExport(actor: Actor, filters: TBillingItemFilters) {
  const { exportId, count } = await stampExport(actor, "client", filters);
  const link = await signDownload({ kind: BILLING_ITEMS_CSV_DOWNLOAD, params: { exportId }, userId: actor.userId });
  // The catalogue's (url, exportId) at the top; data.url as the other exports answer it.
  return { url: link.url, exportId, expiresAt: link.expiresAt, itemCount: count, data: { ...link, exportId } };
}

/** What the signed link answers: the items stamped with the export id that the signer can still see. */
export function clientInvoiceExportResponse(actor: Actor, exportId: string): Response {
  const where: Prisma.BillingItemWhereInput = {
    AND: [billingItemFilterWhere(actor, {}), { clientInvoiceExportId: exportId }],
  };
  return csvResponse(`${exportId}.csv`, BILLING_EXPORT_HEADER, rowsOf(where));
}
