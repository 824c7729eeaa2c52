import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { EXPENSE_CATEGORIES, STATUS_LABELS, type ExpenseStatusValue } from "@/lib/expenses/schema";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import { monthLabel } from "../expense-table";
import type { ExpenseDetail } from "@/lib/expenses/get-expense";

export function ExpenseBanners({ e }: { e: ExpenseDetail }) {
  return (
    <>
      {e.status === "INFO_NEEDED" && e.requestedChange ? (
        <Banner tone="warning" title="More information is needed">
          {e.requestedChange}
        </Banner>
      ) : null}
      {e.status === "REJECTED" && e.rejectionReason ? (
        <Banner tone="error" title="Rejected">
          {e.rejectionReason}
        </Banner>
      ) : null}
    </>
  );
}

export function ExpenseDetailsCard({ e }: { e: ExpenseDetail }) {
  return (
    <Card title="Details">
      <DefinitionList
        items={[
          { label: "Employee", value: e.employeeName },
          { label: "Category", value: <span className="capitalize">{EXPENSE_CATEGORIES[e.category]}</span> },
          { label: "Amount", value: e.amount ? formatMoney(e.amount.amount, e.amount.currency) : "Hidden" },
          { label: "Date spent", value: formatDate(e.dateSpent) },
          { label: "Description", value: e.description || "—" },
          { label: "Estimated payroll month", value: monthLabel(e.estimatedPayrollMonth) },
          { label: "Approved", value: formatDate(e.approvedAt) },
          { label: "Rejected", value: formatDate(e.rejectedAt) },
          { label: "Approver", value: e.approverName ?? "—" },
        ]}
      />
    </Card>
  );
}

export function ExpenseReceiptCard({ e }: { e: ExpenseDetail }) {
  if (!e.receipt) return null;
  const isImage = e.receipt.mimeType.startsWith("image/");
  return (
    <Card title="Receipt">
      {isImage ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`${e.receipt.url}?disposition=inline`}
          alt={`Receipt for ${e.title}`}
          className="max-h-80 rounded border border-slate-200"
        />
      ) : null}
      <div className="mt-2 flex gap-3 text-sm">
        <a
          className="text-indigo-700 underline"
          href={`${e.receipt.url}?disposition=inline`}
          target="_blank"
          rel="noopener noreferrer"
        >
          View receipt
        </a>
        <a className="text-indigo-700 underline" href={`${e.receipt.url}?disposition=attachment`} download>
          Download receipt
        </a>
      </div>
    </Card>
  );
}

export function ExpenseHistoryCard({ e }: { e: ExpenseDetail }) {
  return (
    <Card title="Status history">
      <ol className="space-y-2 text-sm">
        {e.statusHistory.map((h, i) => (
          <li key={i} className="flex flex-wrap gap-2">
            <span className="font-medium">{STATUS_LABELS[h.status as ExpenseStatusValue] ?? h.status}</span>
            <span className="text-slate-700">{formatDate(h.statusChangedAt)}</span>
            {h.requestedChanges ? <span className="text-slate-700">— {h.requestedChanges}</span> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
