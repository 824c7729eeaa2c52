// Accent- and case-insensitive name search ('Jose' finds 'José', 'MÜLLER' finds 'Muller'), served by the
// trigram indexes of prisma/migrations/20261123120000_search_unaccent. Prisma cannot filter on an
// expression, so the match runs as raw SQL and comes back as an id filter for the caller's own query,
// where the tenancy `where` of lib/access/ still applies.
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError, MESSAGES } from "@/lib/errors";

/** Each expression must stay identical to its index in the migration, or the planner cannot use it. */
const SEARCH_TARGETS = {
  employee: {
    table: Prisma.sql`"Employee"`,
    expression: Prisma.sql`lower(public.immutable_unaccent(coalesce("firstName", '') || ' ' || coalesce("lastName", '') || ' ' || coalesce("localName", '')))`,
  },
  seat: {
    table: Prisma.sql`"Seat"`,
    expression: Prisma.sql`lower(public.immutable_unaccent(coalesce("firstName", '') || ' ' || coalesce("lastName", '')))`,
  },
  company: { table: Prisma.sql`"Company"`, expression: Prisma.sql`lower(public.immutable_unaccent("name"))` },
  lsp: { table: Prisma.sql`"LocalServiceProvider"`, expression: Prisma.sql`lower(public.immutable_unaccent("name"))` },
  legalEntity: { table: Prisma.sql`"LegalEntity"`, expression: Prisma.sql`lower(public.immutable_unaccent("name"))` },
} as const;

/**
 * Prisma binds an `in` list value by value and PostgreSQL caps a statement's parameters, so a match set larger
 * than this asks for a narrower search instead of failing with a 500.
 */
export const MAX_MATCHES = 20_000;

export type SearchTarget = keyof typeof SEARCH_TARGETS;

/** "José  García" → ["José", "García"]: every word must appear somewhere in the searched name. */
export function searchWords(term: string): string[] {
  return term.split(/\s+/).filter(Boolean).slice(0, 10);
}

/**
 * `'%' || <word folded and LIKE-escaped> || '%'`. The folding runs first, in SQL, because unaccent maps some
 * characters onto LIKE's own (fullwidth '％' becomes '%'); escaping afterwards keeps every one literal.
 */
function containsPattern(word: string): Prisma.Sql {
  return Prisma.sql`'%' || replace(replace(replace(lower(public.immutable_unaccent(${word}::text)), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/**
 * The plain id equalities and null checks of a Prisma `where` (`{ companyId: "c1" }`, `{ archivedAt: null }`,
 * nested in AND), as SQL. Anything else is left out: the caller's Prisma query applies its whole `where`
 * anyway, so this only narrows the id list early (tenancy first) and never widens a result.
 */
function equalities(where: unknown): Prisma.Sql[] {
  if (!where || typeof where !== "object") return [];
  const out: Prisma.Sql[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (key === "AND") out.push(...[value].flat().flatMap(equalities));
    else if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) continue;
    else if (typeof value === "string" && /^(id|[A-Za-z]+Id)$/.test(key))
      out.push(Prisma.sql`${Prisma.raw(`"${key}"`)} = ${value}`);
    else if (value === null) out.push(Prisma.sql`${Prisma.raw(`"${key}"`)} IS NULL`);
  }
  return out;
}

/** The SELECT of the ids whose name contains every word of the term, within the `where`'s plain equalities. */
export function nameSearchSql(
  target: SearchTarget,
  term: string,
  where: object = {},
  limit: number | null = MAX_MATCHES + 1,
): Prisma.Sql {
  const { table, expression } = SEARCH_TARGETS[target];
  const conditions = [
    ...searchWords(term).map((word) => Prisma.sql`${expression} LIKE ${containsPattern(word)}`),
    ...equalities(where),
  ];
  const condition = conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
  // No limit: a subquery of the caller's own statement, which pages the result itself.
  if (limit === null) return Prisma.sql`SELECT id FROM ${table} WHERE ${condition}`;
  return Prisma.sql`SELECT id FROM ${table} WHERE ${condition} LIMIT ${limit}`;
}

type SearchOptions = {
  /** The caller's tenancy and filters; their plain equalities also narrow the SQL (see equalities()). */
  where?: object;
  /** The query parameter the term came from, named in the 422 when it matches too much. */
  field: string;
  client?: Tx | typeof db;
};

/**
 * `{ id: { in: [...] } }` for the target's own model: the rows whose name matches the term. AND it with the
 * tenancy `where` in the list query itself.
 */
export async function nameSearchWhere(target: SearchTarget, term: string, options: SearchOptions) {
  const client = options.client ?? db;
  const rows = await client.$queryRaw<{ id: string }[]>(nameSearchSql(target, term, options.where));
  if (rows.length > MAX_MATCHES)
    throw new AppError("UNPROCESSABLE", MESSAGES.invalid, {
      fieldErrors: {
        [options.field]: [`More than ${MAX_MATCHES.toLocaleString("en")} records match: type more of the name.`],
      },
    });
  return { id: { in: rows.map((row) => row.id) } };
}
