// Whose letters an actor reaches. "letters.read" and "letters.decide" let them try; these are the row rules, so any
// other id is not found (404). Platform admins: every letter. An LSP user: the letters of their provider's
// employees (as lib/access/employee.ts scopes them). An employee: their own. Deciding is for the first two only,
// and nobody decides their own letter.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flagsOf, type Actor } from "@/lib/auth/actor";

const NOBODY: Prisma.EmployeeWhereInput = { id: "__none__" };

/** The employees whose letters an actor decides on: all for a platform admin, their provider's for an LSP user. */
export function deciderEmployeeWhere(actor: Actor): Prisma.EmployeeWhereInput | null {
  const f = flagsOf(actor);
  if (f.isAdmin) return {};
  if (f.isLSP && actor.lspId) return { lspId: actor.lspId };
  return null;
}

/** The employees whose letters an actor reads: a decider's, and their own record as an employee. */
export function readerEmployeeWhere(actor: Actor): Prisma.EmployeeWhereInput {
  const or = [deciderEmployeeWhere(actor), flagsOf(actor).isEmployee ? { userId: actor.userId } : null].filter(
    (w): w is Prisma.EmployeeWhereInput => w !== null,
  );
  if (or.length === 0) return NOBODY;
  return or.length === 1 ? or[0] : { OR: or };
}

export const deciderLetterWhere = (actor: Actor): Prisma.EmploymentLetterWhereInput => ({
  employee: deciderEmployeeWhere(actor) ?? NOBODY,
});
export const readerLetterWhere = (actor: Actor): Prisma.EmploymentLetterWhereInput => ({
  employee: readerEmployeeWhere(actor),
});

export const letterNotFound = () => new AppError("NOT_FOUND", "Letter not found");

export async function findLetterOrThrow<A extends Prisma.EmploymentLetterDefaultArgs>(
  where: Prisma.EmploymentLetterWhereInput,
  id: string,
  args: A,
  client: Tx | typeof db = db,
): Promise<Prisma.EmploymentLetterGetPayload<A>> {
  const letter = await client.employmentLetter.findFirst({ ...(args as object), where: { AND: [{ id }, where] } });
  if (!letter) throw letterNotFound();
  return letter as Prisma.EmploymentLetterGetPayload<A>;
}
