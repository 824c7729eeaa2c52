// The bill's totals (spec 2 section 2): grand total in the billing currency, employees and records.
import type { BillDetail } from "@/lib/payroll/dto";
import { formatMoney } from "@/lib/money";
import { CYCLE_LABELS } from "@/lib/payroll/schema";
import { DefinitionList } from "@/components/ui/misc";

export function BillSummary({ data }: { data: BillDetail }) {
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
        { label: "Uploaded employees", value: data.totals.uploadedEmployees },
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
