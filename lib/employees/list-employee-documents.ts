// The employee page's Documents tab (LSP users): the employee's documents, newest first.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";

export async function listEmployeeDocuments(actor: Actor, employeeId: string) {
  const employee = await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  return db.document.findMany({
    where: { employeeId: employee.id },
    orderBy: { createdAt: "desc" },
    select: { id: true, title: true, fileName: true, createdAt: true },
    take: 200,
  });
}
