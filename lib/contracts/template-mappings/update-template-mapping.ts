// PATCH /api/contracts/template-mappings/{id}: enable/disable (the toggle, after its confirmation dialog) or a
// new template id.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { MAPPING_SELECT, toMappingDto } from "@/lib/contracts/template-mappings/dto";

export async function updateTemplateMapping(
  actor: Actor,
  id: string,
  input: { disabled?: boolean; avvokaOriginalTemplateId?: string },
) {
  return db.$transaction(async (tx) => {
    const before = await tx.templateMapping.findUnique({
      where: { id },
      select: { status: true, avvokaOriginalTemplateId: true },
    });
    if (!before) throw new AppError("NOT_FOUND", "Template mapping not found");
    const data = {
      ...(input.disabled !== undefined
        ? { status: input.disabled ? ("DISABLED" as const) : ("ENABLED" as const) }
        : {}),
      ...(input.avvokaOriginalTemplateId ? { avvokaOriginalTemplateId: input.avvokaOriginalTemplateId } : {}),
    };
    const row = await tx.templateMapping.update({ where: { id }, data, select: MAPPING_SELECT });
    await recordAudit(tx, {
      actor,
      action:
        input.disabled === undefined
          ? "templateMapping.updated"
          : input.disabled
            ? "templateMapping.disabled"
            : "templateMapping.enabled",
      entityType: "TemplateMapping",
      entityId: id,
      before,
      after: data,
    });
    return toMappingDto(row);
  });
}
