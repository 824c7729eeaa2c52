import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { LEGAL_ENTITY_SELECT, toLegalEntityDto } from "@/lib/legal-entities/list-legal-entities";

export async function getLegalEntity(id: string) {
  const row = await db.legalEntity.findUnique({ where: { id }, select: LEGAL_ENTITY_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "Legal entity not found");
  return toLegalEntityDto(row);
}
