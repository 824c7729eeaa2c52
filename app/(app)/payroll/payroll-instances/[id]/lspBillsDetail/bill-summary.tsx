// The bill's totals (spec 2 section 2): grand total in the billing currency, employees and records. Files still
// processing or failed are not counted yet: the summary says so rather than showing a bare 0.
import type { BillDetail } from "@/lib/payroll/dto";
import { isProcessing } from "@/lib/payroll/schema";
import { formatMoney } from "@/lib/money";
import { CYCLE_LABELS } from "@/lib/payroll/schema";
import { DefinitionList } from "@/components/ui/misc";

export function BillSummary({ data }: { data: BillDetail }) {
  const files = data.reportSummary;
  const processing = files.filter((f) => isProcessing(f.processingStatus)).length;
  const failed = files.filter((f) => f.processingStatus === "ERROR").length;
  const notCounted = [
    processing ? `${processing} file${processing === 1 ? "" : "s"} still processing, counted once processed` : null,
    failed ? `${failed} file${failed === 1 ? "" : "s"} failed processing, not counted` : null,
  ].filter(Boolean);
  const employees = notCounted.length ? (
    <span>
      {data.totals.uploadedEmployees}{" "}
      <span className="text-xs text-slate-600" data-testid="not-counted">
        ({notCounted.join("; ")})
      </span>
    </span>
  ) : (
    data.totals.uploadedEmployees
  );
  return (
    <DefinitionList
      items={[
        {
          label: "Grand total in billing currency",
          value: (
            <span data-testid="grand-total">
              {formatMoney(data.totals.grandTotalInBillingCurrency, data.totals.billingCurrency ?? "EUR")}
            </span>
          ),
        },
        { label: "Uploaded employees", value: employees },
        {
          label: "Approved records / uploaded records",
          value: `${data.totals.approvedRecords} / ${data.totals.uploadedRecords}`,
        },
        {
          label: "Published records / uploaded records",
          value: `${data.totals.publishedRecords} / ${data.totals.uploadedRecords}`,
        },
        { label: "Payroll cycle", value: CYCLE_LABELS[data.payrollCycle] },
      ]}
    />
  );
}
