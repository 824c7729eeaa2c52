import { db } from "@/lib/db";
import { justificationDto, justificationSelect } from "@/lib/payroll/justification-dto";

export async function listJustifications(grossToNetId: string, employeeRef?: string) {
  const rows = await db.justification.findMany({
    where: { grossToNetId, ...(employeeRef ? { employeeRef } : {}) },
    select: justificationSelect,
    orderBy: { createdAt: "asc" },
  });
  return rows.map(justificationDto);
}

export async function justificationsByGtnIds(ids: string[]) {
  const rows = await db.justification.findMany({
    where: { grossToNetId: { in: ids } },
    select: justificationSelect,
    take: 20000,
  });
  return rows.map(justificationDto);
}
