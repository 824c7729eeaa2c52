// Company details tab: the company's billing entities (spec 3 section 3), read through lib/finance/list-billing-entities.ts.
import type { BillingEntityDto } from "@/lib/finance/list-billing-entities";
import { Card, EmptyState, Pill } from "@/components/ui/misc";
import { currencyLabel } from "@/lib/display";

export function BillingEntitiesCard({ entities }: { entities: BillingEntityDto[] }) {
  return (
    <Card title="Billing entities">
      {entities.length === 0 ? (
        <EmptyState title="No billing entities" />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Billing entities">
          {entities.map((b) => (
            <li key={b.billingEntityId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{b.billingEntityId}</span>
              <span className="flex flex-wrap items-center gap-2 text-slate-700">
                <Pill tone={b.isDirectDebit ? "success" : "neutral"}>
                  {b.isDirectDebit ? "Direct debit" : "No direct debit"}
                </Pill>
                <span>
                  Enrolled currencies:{" "}
                  {b.billingEntitiesInfo.enrolledCurrencies.map(currencyLabel).join(", ") || "none"}
                </span>
                {b.directDebitSetupUrl ? (
                  <a
                    href={b.directDebitSetupUrl}
                    className="text-indigo-700 underline"
                    rel="noreferrer"
                    target="_blank"
                  >
                    Direct debit setup
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
