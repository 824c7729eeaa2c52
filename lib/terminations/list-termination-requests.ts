// GET /api/terminations/requests?companyId= (spec 2 section 2 'Termination requests list'): keyset paged,
// tenant-scoped (a manager sees only their company's; a foreign companyId is 404).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { assertCompanyReachable } from "@/lib/access/company";
import { terminationRequestWhere } from "@/lib/access/termination-request";
import type { ZTerminationListQuery } from "@/lib/terminations/schema";
import { TERMINATION_ROW_SELECT, toTerminationRow } from "@/lib/terminations/row";
import { afterNewest, NEWEST_FIRST, newestPage } from "@/lib/queries/keyset";

export async function listTerminationRequests(actor: Actor, query: z.output<typeof ZTerminationListQuery>) {
  if (query.companyId) await assertCompanyReachable(actor, query.companyId);
  const rows = await db.terminationRequest.findMany({
    where: {
      AND: [
        terminationRequestWhere(actor),
        query.companyId ? { companyId: query.companyId } : {},
        afterNewest<Prisma.TerminationRequestWhereInput>(query.cursor),
      ],
    },
    select: TERMINATION_ROW_SELECT,
    orderBy: NEWEST_FIRST,
    take: query.pageSize + 1,
  });
  const showSubmitter = can(actor, "terminations.seeSubmitter");
  return newestPage(rows, query.pageSize, (r) => toTerminationRow(r, showSubmitter));
}
