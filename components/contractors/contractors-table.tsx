// Contractors table (spec 2 section 2, spec 3 section 2): Contractor, Role, Country, Start date, End date,
// Pay (invoicing currency and frequency), Status with the spec's badge tones.
import type { ContractorRow } from "@/lib/contractors/dto";
import { contractorBadgeTone, CONTRACTOR_STATE_LABEL } from "@/lib/contractors/badge";
import { FREQUENCY_LABEL } from "@/lib/contractors/schema";
import { formatDate } from "@/lib/dates";
import { EmptyState } from "@/components/ui/misc";

const TONE_CLASS = {
  success: "bg-green-100 text-green-900",
  warning: "bg-amber-100 text-amber-900",
  error: "bg-red-100 text-red-900",
  default: "bg-slate-100 text-slate-900",
} as const;

export function ContractorsTable({ rows }: { rows: ContractorRow[] }) {
  if (!rows.length) return <EmptyState title="No contractors yet" />;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2">
            Contractor
          </th>
          <th scope="col">Role</th>
          <th scope="col">Country</th>
          <th scope="col">Start date</th>
          <th scope="col">End date</th>
          <th scope="col">Pay</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="border-b border-slate-100">
            <td className="py-2">{r.name}</td>
            <td>{r.role ?? "-"}</td>
            <td>{r.countryName ?? r.country}</td>
            <td>{r.startDate ? formatDate(r.startDate) : "-"}</td>
            <td>{r.endDate ? formatDate(r.endDate) : "-"}</td>
            <td>
              {r.rate
                ? `${r.rate} ${r.currency} ${FREQUENCY_LABEL[r.frequency as keyof typeof FREQUENCY_LABEL] ?? ""}`
                : "-"}
            </td>
            <td>
              <span
                data-tone={contractorBadgeTone(r.state)}
                className={`rounded px-2 py-0.5 text-xs font-medium ${TONE_CLASS[contractorBadgeTone(r.state)]}`}
              >
                {CONTRACTOR_STATE_LABEL[r.state] ?? r.state}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
