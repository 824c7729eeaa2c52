// GET /api/contracts/template-mappings: keyset pages (createdAt desc, id desc).
import "server-only";
import { db } from "@/lib/db";
import { MAPPING_SELECT, toMappingDto } from "@/lib/contracts/template-mappings/dto";

export async function listTemplateMappings(query: { cursor?: string; pageSize: number; countryCode?: string }) {
  const after = query.cursor
    ? await db.templateMapping.findUnique({ where: { id: query.cursor }, select: { id: true, createdAt: true } })
    : null;
  const rows = await db.templateMapping.findMany({
    where: {
      ...(query.countryCode ? { countryCode: query.countryCode } : {}),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.pageSize + 1,
    select: MAPPING_SELECT,
  });
  const items = rows.slice(0, query.pageSize).map(toMappingDto);
  return { items, nextCursor: rows.length > query.pageSize ? items[items.length - 1].id : null };
}
