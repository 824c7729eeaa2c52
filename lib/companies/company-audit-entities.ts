// The entities whose audit trail makes up a company's: the company itself and its employees.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function companyAuditEntityIds(companyId: string): Promise<string[]> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { id: true } });
  if (!company) throw new AppError("NOT_FOUND");
  const employees = await db.employee.findMany({ where: { companyId }, select: { id: true } });
  return [company.id, ...employees.map((e) => e.id)];
}
