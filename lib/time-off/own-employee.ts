// The employee record of the signed-in user (employees book their own time off and fill their own timesheets).
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";

export async function ownEmployeeId(actor: Actor): Promise<string | null> {
  return (await ownEmployee(actor))?.id ?? null;
}

/** The record with the country and region whose public holidays the booking form shows. */
export async function ownEmployee(actor: Actor) {
  return db.employee.findFirst({
    where: { userId: actor.userId },
    select: { id: true, countryCode: true, region: true, country: { select: { weekendDays: true } } },
  });
}

/** The current month as yyyy-MM (UTC), or the requested one when it is well formed. */
export function monthParam(value: string | string[] | undefined, now = new Date()): string {
  if (typeof value === "string" && /^(20\d{2})-(0[1-9]|1[0-2])$/.test(value)) return value;
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}
