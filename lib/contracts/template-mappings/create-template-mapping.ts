// POST /api/contracts/template-mappings (back office, highest admin level).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { MAPPING_SELECT, toMappingDto } from "@/lib/contracts/template-mappings/dto";
import type { TCreateTemplateMapping } from "@/lib/contracts/template-mappings/schema";

export async function createTemplateMapping(actor: Actor, input: TCreateTemplateMapping) {
  return db.$transaction(async (tx) => {
    const country = await tx.country.findUnique({ where: { code: input.countryCode }, select: { code: true } });
    if (!country)
      throw new AppError("BAD_REQUEST", "Unknown country", {
        fieldErrors: { countryCode: ["Please choose a country"] },
      });
    const companyId = input.clientSpecific ? input.companyId! : null;
    if (companyId && !(await tx.company.findUnique({ where: { id: companyId }, select: { id: true } })))
      throw new AppError("BAD_REQUEST", "Unknown company", { fieldErrors: { companyId: ["Please choose a company"] } });
    const row = await tx.templateMapping.create({
      data: {
        countryCode: input.countryCode,
        companyId,
        employeeType: input.employeeType ?? null,
        avvokaOriginalTemplateId: input.avvokaOriginalTemplateId,
        createdById: actor.userId,
      },
      select: MAPPING_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: "templateMapping.created",
      entityType: "TemplateMapping",
      entityId: row.id,
      after: { countryCode: row.countryCode, companyId, avvokaOriginalTemplateId: row.avvokaOriginalTemplateId },
    });
    return toMappingDto(row);
  });
}
