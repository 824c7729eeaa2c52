// GET /api/letters: the letters a decider reaches (platform admins: all; an LSP user: their provider's employees'),
// filtered by status, by request date either way, paged. The /letters page's table.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { deciderLetterWhere } from "@/lib/letters/letter-access";
import { letterSelect, toLetterDto } from "@/lib/letters/letter-dto";
import { ZLetterQueueQuery, type LetterPage, type LetterQueueQuery } from "@/lib/letters/schema";

export async function listLetterQueue(actor: Actor, input: Partial<LetterQueueQuery> = {}): Promise<LetterPage> {
  assertCan(actor, "letters.decide");
  const query = ZLetterQueueQuery.parse(input);
  const where = { AND: [deciderLetterWhere(actor), query.status ? { status: query.status } : {}] };
  const direction = query.sort === "createdAt" ? "asc" : "desc";
  const [rows, totalCount] = await Promise.all([
    db.employmentLetter.findMany({
      where,
      orderBy: [{ createdAt: direction }, { id: direction }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
      select: letterSelect,
    }),
    db.employmentLetter.count({ where }),
  ]);
  return { items: rows.map(toLetterDto), totalCount };
}
