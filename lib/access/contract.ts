// Contract tenancy: a contract is reachable when its employee is (lib/access/employee.ts); then the status
// visibility of spec 1 section 4 decides whether this viewer may see it (404 otherwise).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeWhere } from "@/lib/access/employee";
import { contractVisibility, type ContractViewer } from "@/lib/access/contract-visibility";

export const contractNotFound = () => new AppError("NOT_FOUND", "Contract not found");

export function contractWhere(actor: Actor): Prisma.ContractWhereInput {
  return { employee: employeeWhere(actor) };
}

export function contractViewerOf(actor: Actor): ContractViewer {
  if (can(actor, "contracts.viewAllStatuses")) return "staff";
  const f = flagsOf(actor);
  if (f.isManager) return "manager";
  if (f.isEmployee) return "employee";
  return "other";
}

/** One reachable contract of the employee, by contract id or document id, or 404. */
export async function findContractOrThrow<S extends Prisma.ContractSelect>(
  actor: Actor,
  employeeId: string,
  contractOrDocumentId: string,
  select: S,
  client: Tx | typeof db = db,
): Promise<Prisma.ContractGetPayload<{ select: S }>> {
  const row = await client.contract.findFirst({
    where: {
      AND: [
        { employeeId, OR: [{ id: contractOrDocumentId }, { documentId: contractOrDocumentId }] },
        contractWhere(actor),
      ],
    },
    select,
  });
  if (!row) throw contractNotFound();
  return row as Prisma.ContractGetPayload<{ select: S }>;
}

function employeeSelectOf(select: Prisma.ContractSelect): Prisma.EmployeeSelect {
  const e = select.employee;
  return typeof e === "object" && e && "select" in e && e.select ? e.select : {};
}

/** Like findContractOrThrow, then the status visibility: hidden states are 404, message states 410 with the text. */
export async function findVisibleContractOrThrow<S extends Prisma.ContractSelect>(
  actor: Actor,
  employeeId: string,
  contractOrDocumentId: string,
  select: S,
  client: Tx | typeof db = db,
) {
  const row = await findContractOrThrow(
    actor,
    employeeId,
    contractOrDocumentId,
    {
      ...select,
      status: true,
      employee: { select: { ...employeeSelectOf(select), rightToWorkCheckCompleted: true } },
    },
    client,
  );
  const r = row as unknown as {
    status: Parameters<typeof contractVisibility>[1];
    employee: { rightToWorkCheckCompleted: boolean | null };
  };
  const visibility = contractVisibility(
    contractViewerOf(actor),
    r.status,
    r.employee.rightToWorkCheckCompleted === true,
  );
  if (visibility.kind === "notFound") throw contractNotFound();
  if (visibility.kind === "message") throw new AppError("GONE", visibility.message);
  return row;
}
