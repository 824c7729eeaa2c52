import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { LEGAL_ENTITY_SELECT, toLegalEntityDto } from "@/lib/lsps/legal-entities/list-legal-entities";

/** One legal entity; hasHistory: employees or pay reports belong to it (its LSP and country then stay). */
export async function getLegalEntity(id: string) {
  const row = await db.legalEntity.findUnique({
    where: { id },
    select: { ...LEGAL_ENTITY_SELECT, _count: { select: { employees: true, grossToNetFiles: true } } },
  });
  if (!row) throw new AppError("NOT_FOUND", "Legal entity not found");
  const { _count, ...rest } = row;
  return { ...toLegalEntityDto(rest), hasHistory: _count.employees + _count.grossToNetFiles > 0 };
}
