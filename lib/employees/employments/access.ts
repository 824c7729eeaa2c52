// Employment tenancy: an employment is reachable when its employee is (lib/access/employee.ts).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";

export const employmentWhere = (actor: Actor): Prisma.EmploymentWhereInput => ({ employee: employeeWhere(actor) });

export const EMPLOYMENT_SELECT = {
  id: true,
  employeeId: true,
  type: true,
  companyId: true,
  lspId: true,
  legalEntityId: true,
  status: true,
  startDate: true,
  terminationDate: true,
  firstPayrollDate: true,
  lastPayrollDate: true,
  activeAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.EmploymentSelect;

export async function findEmploymentOrThrow(actor: Actor, id: string, client: Tx | typeof db = db) {
  const row = await client.employment.findFirst({
    where: { AND: [{ id }, employmentWhere(actor)] },
    select: EMPLOYMENT_SELECT,
  });
  if (!row) throw new AppError("NOT_FOUND", "Employment not found");
  return row;
}
