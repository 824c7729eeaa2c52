// A render thread of renderPayslips (render-payslips.ts): payslip documents in, their PDF bytes out. Pure
// (pdf-lib only): no database, no storage, nothing to clean up.
import { renderPayslipPdf } from "@/lib/payslips/render-payslip";
import type { PayslipDocument } from "@/lib/payslips/payslip-sections";

/** A few documents per task, so the hand-over between threads is paid once for several; each settles alone. */
export default async function render(docs: PayslipDocument[]): Promise<({ pdf: Uint8Array } | { error: string })[]> {
  const out: ({ pdf: Uint8Array } | { error: string })[] = [];
  for (const doc of docs) {
    try {
      out.push({ pdf: await renderPayslipPdf(doc) });
    } catch (error) {
      out.push({ error: error instanceof Error ? error.message : String(error) });
    }
  }
  return out;
}
