// Time-off tenancy: an entry is reachable exactly when its employee is (lib/access/employee.ts).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";

export function timeOffWhere(actor: Actor): Prisma.TimeOffEntryWhereInput {
  return { employee: employeeWhere(actor) };
}

export async function findTimeOffOrThrow<S extends Prisma.TimeOffEntrySelect>(
  actor: Actor,
  id: string,
  select: S,
  client: Tx | typeof db = db,
): Promise<Prisma.TimeOffEntryGetPayload<{ select: S }>> {
  const row = await client.timeOffEntry.findFirst({ where: { AND: [{ id }, timeOffWhere(actor)] }, select });
  if (!row) throw new AppError("NOT_FOUND", "Time off entry not found");
  return row as Prisma.TimeOffEntryGetPayload<{ select: S }>;
}
