// GET /api/amendments?documentId&employeeId: the edit request history of reachable employees, newest first.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { AMENDMENT_SELECT, toAmendmentDto } from "@/lib/contracts/amendments/dto";

export async function listAmendments(actor: Actor, query: { documentId?: string; employeeId?: string }) {
  const rows = await db.contractAmendment.findMany({
    where: {
      AND: [
        { employee: employeeWhere(actor) },
        query.documentId ? { documentId: query.documentId } : {},
        query.employeeId ? { employeeId: query.employeeId } : {},
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: AMENDMENT_SELECT,
  });
  return { items: rows.map(toAmendmentDto) };
}
