// GET /api/legal-entities?isActive=&lspId=&countryCode=: the employers of record (read by payroll and finance).
import "server-only";
import { db } from "@/lib/db";
import type { LegalEntityDto, TProviderListQuery } from "@/lib/lsps/legal-entities/schema";

export const LEGAL_ENTITY_SELECT = {
  id: true,
  name: true,
  countryCode: true,
  lspId: true,
  isActive: true,
  country: { select: { name: true } },
  lsp: { select: { name: true } },
} as const;

type Row = {
  id: string;
  name: string;
  countryCode: string;
  lspId: string;
  isActive: boolean;
  country: { name: string };
  lsp: { name: string };
};

export function toLegalEntityDto(r: Row): LegalEntityDto {
  const { country, lsp, ...rest } = r;
  return { ...rest, countryName: country.name, lspName: lsp.name };
}

export async function listLegalEntities(query: TProviderListQuery) {
  const rows = await db.legalEntity.findMany({
    where: {
      ...(query.isActive !== undefined ? { isActive: query.isActive } : {}),
      ...(query.lspId ? { lspId: query.lspId } : {}),
      ...(query.countryCode ? { countryCode: query.countryCode } : {}),
    },
    select: LEGAL_ENTITY_SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return rows.map(toLegalEntityDto);
}
