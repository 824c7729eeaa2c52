// GET /api/downloads/{token}: opens a signed link (lib/storage/signed-download.ts: an export, a document, a
// contract file) and streams the file.
// The link is the authority, like a presigned storage URL, so a browser tab or a client without the session can
// follow it; but it stays its signer's: the rows are read as the signer is now (a removed role or a deactivated
// user downloads nothing: 403), under the same permission as the call that answered the link, and a caller
// signed in as someone else (another company's user who got hold of it) is refused (403).
import "server-only";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { loadActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { can, type Action } from "@/lib/policy";
import { openSignedDownload, SIGNED_DOWNLOAD_MESSAGES } from "@/lib/storage/signed-download";
import { ZFxRateFilters } from "@/lib/finance/fx-rates/schema";
import { FX_RATES_CSV_DOWNLOAD, fxRatesCsvResponse } from "@/lib/finance/fx-rates/export-fx-rates-csv";
import { ZInvoiceLogFilters, ZInvoiceLogIds } from "@/lib/finance/schema";
import {
  exportInvoiceLogs,
  exportInvoiceReport,
  INVOICE_LOGS_CSV_DOWNLOAD,
  INVOICE_REPORT_CSV_DOWNLOAD,
} from "@/lib/finance/export-invoice-logs";
import { BILLING_ITEMS_CSV_DOWNLOAD, clientInvoiceExportResponse } from "@/lib/finance/export-billing-items";
import {
  DOCUMENT_DOWNLOAD,
  documentLinkResponse,
  ZDocumentDownloadParams,
} from "@/lib/documents/document-download-link";
import {
  CONTRACT_FILE_DOWNLOAD,
  contractFileLinkResponse,
  ZContractFileParams,
} from "@/lib/contracts/contract-file-link";

type Kind<S extends z.ZodType> = {
  /** The permission of the call that answers the link: checked again for the signer at download time. */
  permission: Action;
  params: S;
  serve: (signer: Actor, params: z.infer<S>) => Response | Promise<Response>;
};
const kind = <S extends z.ZodType>(k: Kind<S>) => k as unknown as Kind<z.ZodType>;

const KINDS: Record<string, Kind<z.ZodType>> = {
  [FX_RATES_CSV_DOWNLOAD]: kind({
    permission: "fxRates.read",
    params: ZFxRateFilters,
    serve: (_signer, filters) => fxRatesCsvResponse(filters),
  }),
  [INVOICE_LOGS_CSV_DOWNLOAD]: kind({
    permission: "invoiceLogs.read",
    params: ZInvoiceLogFilters,
    serve: (signer, filters) => exportInvoiceLogs(signer, filters),
  }),
  [INVOICE_REPORT_CSV_DOWNLOAD]: kind({
    permission: "invoiceLogs.read",
    params: ZInvoiceLogIds,
    serve: (signer, { invoiceLogIds }) => exportInvoiceReport(signer, invoiceLogIds),
  }),
  [BILLING_ITEMS_CSV_DOWNLOAD]: kind({
    permission: "invoices.write",
    params: z.object({ exportId: z.string().min(1).max(100) }),
    serve: (signer, { exportId }) => clientInvoiceExportResponse(signer, exportId),
  }),
  [DOCUMENT_DOWNLOAD]: kind({
    permission: "documents.read",
    params: ZDocumentDownloadParams,
    serve: (signer, params) => documentLinkResponse(signer, params),
  }),
  [CONTRACT_FILE_DOWNLOAD]: kind({
    permission: "contracts.manage",
    params: ZContractFileParams,
    serve: (signer, params) => contractFileLinkResponse(signer, params),
  }),
};

export const SIGNED_DOWNLOAD_REFUSED = {
  otherUser: "This download link belongs to another user.",
  signerCannot: "The user who created this link can no longer download it.",
} as const;

export async function serveSignedDownload(caller: Actor | null, token: string): Promise<Response> {
  const link = await openSignedDownload(token);
  const entry = Object.hasOwn(KINDS, link.kind) ? KINDS[link.kind] : undefined;
  const params = entry?.params.safeParse(link.params);
  if (!entry || !params?.success) throw new AppError("NOT_FOUND", SIGNED_DOWNLOAD_MESSAGES.notFound);
  if (caller && caller.userId !== link.userId) throw new AppError("FORBIDDEN", SIGNED_DOWNLOAD_REFUSED.otherUser);
  const signer = await loadActor(link.userId, null, "token");
  if (!signer || !can(signer, entry.permission)) throw new AppError("FORBIDDEN", SIGNED_DOWNLOAD_REFUSED.signerCannot);
  return entry.serve(signer, params.data);
}
