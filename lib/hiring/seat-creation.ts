// Shared by creating a seat and by 'Change country' (which archives a seat and creates its replacement).
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import { seatSowWorkflow, type DbSowStatus } from "@/lib/hiring/workflow";
import { recordCreation } from "@/lib/workflow";

export async function assertHireableCountry(client: Tx | typeof db, countryCode: string) {
  const country = await client.country.findUnique({ where: { code: countryCode } });
  if (!country)
    throw new AppError("BAD_REQUEST", "Please enter a country", {
      fieldErrors: { countryCode: ["Please enter a country"] },
    });
  if (country.isSanctioned) {
    const message = MESSAGES_HIRING.sanctioned(country.name);
    throw new AppError("UNPROCESSABLE", message, { fieldErrors: { countryCode: [message] } });
  }
  return country;
}

export async function recordSeatCreation(
  tx: Tx,
  actor: Actor,
  seatId: string,
  sowStatus: DbSowStatus,
  after: Record<string, unknown>,
) {
  await recordCreation(tx, seatSowWorkflow, { id: seatId, status: sowStatus, actor, action: "seat.create", after });
}
