// The employee's contracts (status and link) on the employee page; rows come from listEmployeeContracts,
// already filtered by what this viewer may see.
import Link from "next/link";
import { Card, Pill } from "@/components/ui/misc";
import type { EmployeeContractRow } from "@/lib/contracts/list-employee-contracts";

export function ContractCard({ employeeId, contracts }: { employeeId: string; contracts: EmployeeContractRow[] }) {
  return (
    <Card title="Contracts">
      {contracts.length === 0 ? (
        <p className="text-sm text-slate-700">No contract to show yet.</p>
      ) : (
        <ul className="space-y-2">
          {contracts.map((c) => (
            <li key={c.contractId} className="flex flex-wrap items-center gap-2 text-sm">
              <Link href={`/employees/${employeeId}/contracts/${c.documentId}`} className="text-indigo-700 underline">
                Contract version {c.contractVersion}
              </Link>
              <Pill tone={c.badge.tone === "default" ? "neutral" : c.badge.tone}>{c.badge.label}</Pill>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
