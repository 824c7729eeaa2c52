// Termination requests list (spec 2 section 2): employee, role, country, requested by (customer-support admins
// only), status; each row links to the read-only request.
import Link from "next/link";
import type { TerminationRow } from "@/lib/terminations/dto";
import { TERMINATION_STATUS_LABEL } from "@/lib/terminations/schema";
import { formatDate } from "@/lib/dates";
import { EmptyState, Pill } from "@/components/ui/misc";

export function TerminationRequestsTable({
  rows,
  showRequestedBy,
}: {
  rows: TerminationRow[];
  showRequestedBy: boolean;
}) {
  if (!rows.length) return <EmptyState title="No termination requests yet" />;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2">
            Employee
          </th>
          <th scope="col">Role</th>
          <th scope="col">Country</th>
          {showRequestedBy ? <th scope="col">Requested by</th> : null}
          <th scope="col">Requested on</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="border-b border-slate-100">
            <td className="py-2">
              <Link
                className="text-blue-700 underline"
                href={`/companies/${r.companyId}/employee/${r.employeeId}/termination-requests/${r.id}/view`}
              >
                {r.employeeName}
              </Link>
            </td>
            <td>{r.role ?? "-"}</td>
            <td>{r.country}</td>
            {showRequestedBy ? <td>{r.requestedBy ?? "-"}</td> : null}
            <td>{formatDate(r.createdAt)}</td>
            <td>
              <Pill>{TERMINATION_STATUS_LABEL[r.status] ?? r.status}</Pill>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
