// Keyset paging on (createdAt desc, id desc) for the offboarding and contractor lists: the cursor is the last
// row's position, so a page costs the same however deep it is (no OFFSET, no count per page).
import { z } from "zod";
import { AppError } from "@/lib/errors";

export const ZKeysetQuery = {
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** The Prisma `where` for rows after the cursor, or {} on the first page. */
export function afterCursor(cursor: string | undefined) {
  if (!cursor) return {};
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError("BAD_REQUEST", "Invalid cursor", { fieldErrors: { cursor: ["Invalid cursor"] } });
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

export const KEYSET_ORDER = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** Take pageSize + 1 rows; the extra one only says whether there is a next page. */
export function keysetPage<T extends { createdAt: Date; id: string }, U>(
  rows: T[],
  pageSize: number,
  map: (r: T) => U,
) {
  const items = rows.slice(0, pageSize);
  const last = items[items.length - 1];
  return { items: items.map(map), nextCursor: rows.length > pageSize && last ? encodeCursor(last) : null };
}
