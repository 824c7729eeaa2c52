// A pay register accepted as the upload route accepts it (acceptUpload), for a payroll fixture's provider, legal
// entity, workbook and period: stored, its file row made, its processing job queued only when asked.
import { Readable } from "node:stream";
import { acceptUpload } from "@/lib/payroll/accept-upload";
import type { createPayrollFixture } from "./payroll";

type PayrollFixture = Awaited<ReturnType<typeof createPayrollFixture>>;

export function uploadRegister(
  fx: PayrollFixture,
  csv: string,
  options: { name?: string; cycle?: "CYCLE_1" | "CYCLE_2"; enqueue?: boolean } = {},
) {
  return acceptUpload(
    null,
    {
      source: "MANUAL",
      payrollPeriod: fx.period,
      payrollCycle: options.cycle ?? "CYCLE_1",
      country: fx.country,
      lspId: fx.lsp.id,
      legalEntityId: fx.legalEntity.id,
      workbookId: fx.workbook.id,
    },
    { name: options.name ?? "register.csv", stream: Readable.from([csv]) },
    { enqueue: options.enqueue ?? false },
  );
}
