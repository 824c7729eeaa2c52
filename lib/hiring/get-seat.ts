import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { loadSeat, toSeatDto, type SeatDto } from "@/lib/hiring/seat-dto";

export async function getSeatOrThrow(actor: Actor, id: string): Promise<SeatDto> {
  return toSeatDto(await loadSeat(db, actor, id));
}
