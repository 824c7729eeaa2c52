// Contractors table (spec 2 section 2, spec 3 section 2): Contractor, Role, Country, Start date, End date,
// Pay (invoicing currency and frequency), Status with the spec's badge tones.
import type { ContractorRow } from "@/lib/contractors/dto";
import Link from "next/link";
import { FREQUENCY_LABEL } from "@/lib/contractors/schema";
import { formatDate } from "@/lib/dates";
import { EmptyState } from "@/components/ui/misc";
import { ContractorStateBadge } from "@/components/contractors/contractor-state-badge";

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
            <td className="py-2">
              <Link className="font-medium text-indigo-700 underline" href={`/contractors/${r.id}`}>
                {r.name}
              </Link>
            </td>
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
              <ContractorStateBadge state={r.state} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
