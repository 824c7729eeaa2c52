// POST /api/legal-entities and PUT /api/legal-entities/{id}: create or replace an employer of record. The LSP must
// serve the country. Once employees or pay reports point at it, its LSP and country stay (they would move with it).
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { TLegalEntity } from "@/lib/lsps/legal-entities/schema";
import { LEGAL_ENTITY_SELECT, toLegalEntityDto } from "@/lib/lsps/legal-entities/list-legal-entities";
import { assertLspServesCountry } from "@/lib/lsps/serves-country";

export const LEGAL_ENTITY_LOCKED =
  "Employees or pay reports belong to this legal entity: its LSP and country cannot change.";

export async function saveLegalEntity(actor: Actor, input: TLegalEntity, id?: string) {
  return db.$transaction(async (tx) => {
    await assertLspServesCountry(tx, input.lspId, input.countryCode);
    if (!id) {
      const row = await tx.legalEntity.create({ data: input, select: LEGAL_ENTITY_SELECT });
      await recordAudit(tx, {
        actor,
        action: "legalEntity.create",
        entityType: "LegalEntity",
        entityId: row.id,
        after: input,
      });
      return toLegalEntityDto(row);
    }
    const before = await tx.legalEntity.findUnique({
      where: { id },
      select: {
        name: true,
        lspId: true,
        countryCode: true,
        isActive: true,
        _count: { select: { employees: true, grossToNetFiles: true } },
      },
    });
    if (!before) throw new AppError("NOT_FOUND", "Legal entity not found");
    const { _count, ...was } = before;
    const hasHistory = _count.employees + _count.grossToNetFiles > 0;
    if (hasHistory && (was.lspId !== input.lspId || was.countryCode !== input.countryCode))
      throw new AppError("CONFLICT", LEGAL_ENTITY_LOCKED);
    const row = await tx.legalEntity.update({ where: { id }, data: input, select: LEGAL_ENTITY_SELECT });
    await recordAudit(tx, {
      actor,
      action: "legalEntity.update",
      entityType: "LegalEntity",
      entityId: id,
      before: was,
      after: input,
    });
    return toLegalEntityDto(row);
  });
}
