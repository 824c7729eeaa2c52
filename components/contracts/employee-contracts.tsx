// Server part of the contract card: loads the rows the viewer may see (nothing for roles without contracts.read).
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { listEmployeeContracts } from "@/lib/contracts/list-employee-contracts";
import { ContractCard } from "@/components/contracts/contract-card";

export async function EmployeeContracts({ actor, employeeId }: { actor: Actor; employeeId: string }) {
  if (!can(actor, "contracts.read")) return null;
  return <ContractCard employeeId={employeeId} contracts={await listEmployeeContracts(actor, employeeId)} />;
}
