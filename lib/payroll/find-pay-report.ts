// One pay report by id, or the product's 404. Pay reports are read and changed by the payroll area's staff only
// (lib/policy.ts, payReports.*), who reach every report: there is no company or LSP scope to fold into the query, so
// an unknown id is the only "not found". Inside a transaction, pass its tx so the read belongs to it.
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

/** The 404 of a pay report, for the reads findPayReportOrThrow does not make (a row lock, a raw connection). */
export function payReportNotFound(): AppError {
  return new AppError("NOT_FOUND", "Pay report not found");
}

export async function findPayReportOrThrow<S extends Prisma.GrossToNetFileSelect>(
  id: string,
  select: S,
  client: Tx | typeof db = db,
): Promise<Prisma.GrossToNetFileGetPayload<{ select: S }>> {
  const file = await client.grossToNetFile.findUnique({ where: { id }, select });
  if (!file) throw payReportNotFound();
  return file as Prisma.GrossToNetFileGetPayload<{ select: S }>;
}
