// The ids of every version of a pay report (issue 27), oldest first: walk back along previousVersionId to version
// 1, then forward along the unique previousVersionId links. One recursive statement.
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";

export async function versionChainIds(id: string, client: Tx | typeof db = db): Promise<string[]> {
  const rows = await client.$queryRaw<{ id: string }[]>(Prisma.sql`
    WITH RECURSIVE up AS (
      SELECT id, "previousVersionId", 0 AS depth FROM "GrossToNetFile" WHERE id = ${id}
      UNION ALL
      SELECT g.id, g."previousVersionId", up.depth + 1 FROM "GrossToNetFile" g JOIN up ON g.id = up."previousVersionId"
       WHERE up.depth < 1000
    ), down AS (
      SELECT g.id, g."reportVersion", 0 AS depth FROM "GrossToNetFile" g
       WHERE g.id = (SELECT id FROM up ORDER BY depth DESC LIMIT 1)
      UNION ALL
      SELECT g.id, g."reportVersion", down.depth + 1 FROM "GrossToNetFile" g JOIN down ON g."previousVersionId" = down.id
       WHERE down.depth < 1000
    )
    SELECT id FROM down ORDER BY depth`);
  return rows.map((r) => r.id);
}
