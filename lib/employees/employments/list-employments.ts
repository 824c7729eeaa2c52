// GET /api/employments: employments of the employees the actor reaches, keyset-paged by id.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/generated/prisma/client";
import { EMPLOYMENT_SELECT, employmentWhere } from "@/lib/employees/employments/access";
import type { TEmploymentListQuery } from "@/lib/employees/employments/schema";

export async function listEmployments(actor: Actor, query: TEmploymentListQuery) {
  const filters: Prisma.EmploymentWhereInput[] = [employmentWhere(actor)];
  if (query.employeeId) filters.push({ employeeId: query.employeeId });
  if (query.status) filters.push({ status: query.status });
  if (query.cursor) filters.push({ id: { gt: query.cursor } });
  const rows = await db.employment.findMany({
    where: { AND: filters },
    select: EMPLOYMENT_SELECT,
    orderBy: { id: "asc" },
    take: query.pageSize + 1,
  });
  const items = rows.slice(0, query.pageSize);
  return { items, nextCursor: rows.length > query.pageSize ? (items.at(-1)?.id ?? null) : null };
}
