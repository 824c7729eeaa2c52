// The employee's contracts the viewer may see (newest version first), for the employee page's contract card
// and the 5 s refetch while a document is being generated.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { contractViewerOf } from "@/lib/access/contract";
import { contractVisibility } from "@/lib/access/contract-visibility";
import { SPEC_STATUS, STATUS_BADGE } from "@/lib/contracts/statuses";

export async function listEmployeeContracts(actor: Actor, employeeId: string) {
  const employee = await findEmployeeOrThrow(actor, employeeId, {
    select: { id: true, rightToWorkCheckCompleted: true },
  });
  const rows = await db.contract.findMany({
    where: { employeeId: employee.id },
    orderBy: [{ contractVersion: "desc" }, { createdAt: "desc" }],
    take: 50,
    select: {
      id: true,
      documentId: true,
      status: true,
      contractVersion: true,
      storageKey: true,
      generationError: true,
      updatedAt: true,
      archivedAt: true,
    },
  });
  const viewer = contractViewerOf(actor);
  return rows
    .filter(
      (r) => contractVisibility(viewer, r.status, employee.rightToWorkCheckCompleted === true).kind !== "notFound",
    )
    .map((r) => ({
      contractId: r.id,
      documentId: r.documentId,
      status: SPEC_STATUS[r.status],
      badge: STATUS_BADGE[r.status],
      contractVersion: r.contractVersion,
      hasDocument: !!r.storageKey,
      generationError: r.generationError,
      updatedAt: r.updatedAt.toISOString(),
      archivedAt: r.archivedAt?.toISOString() ?? null,
    }));
}
export type EmployeeContractRow = Awaited<ReturnType<typeof listEmployeeContracts>>[number];
