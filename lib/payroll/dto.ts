// Response shapes of the payroll API, type-only so client components can `import type` them. Json<> is the
// value after JSON transport (dates arrive as ISO strings).
import type { Json } from "@/lib/http/json";
import type { fileDto, lspDataDto } from "@/lib/payroll/file-dto";
import type { listWorkbooks } from "@/lib/payroll/list-workbooks";
import type { listGrossToNet } from "@/lib/payroll/list-gross-to-net";
import type { getGrossToNet } from "@/lib/payroll/get-gross-to-net";
import type { billDetail } from "@/lib/payroll/bill-detail";
import type { BillEmployeeRow } from "@/lib/payroll/bill-employees";
import type { previewSummaries } from "@/lib/payroll/preview-summaries";
import type { previewPage } from "@/lib/payroll/preview-page";
import type { justificationDto } from "@/lib/payroll/justification-dto";
import type { manualView } from "@/lib/payroll/manual-view";
import type { processingErrors } from "@/lib/payroll/processing-errors";

export type { Json };

type Answer<F extends (...args: never[]) => unknown> = Json<Awaited<ReturnType<F>>>;

export type LspDataDto = Json<ReturnType<typeof lspDataDto>>;
/** A pay report file as the list, detail and bill views answer it. */
export type GtnFile = Json<ReturnType<typeof fileDto>>;
export type WorkbookList = Answer<typeof listWorkbooks>;
export type WorkbookView = WorkbookList["items"][number];
export type GtnList = Answer<typeof listGrossToNet>;
export type GtnDetail = Answer<typeof getGrossToNet>;
export type BillDetail = Answer<typeof billDetail>;
export type BillEmployee = BillEmployeeRow;
export type PreviewSummary = Answer<typeof previewSummaries>[number];
export type PreviewPage = Answer<typeof previewPage>;
export type JustificationView = Json<ReturnType<typeof justificationDto>>;
export type ManualViewRow = Answer<typeof manualView>[number];
export type ProcessingError = Answer<typeof processingErrors>[number];
export type { ProviderOption } from "@/lib/payroll/list-active-providers";
export type { VarianceSummary } from "@/lib/payroll/bill-variance-summary";
