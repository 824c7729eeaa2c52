// DELETE /api/gross-to-net/{id}: a report and everything made from it, unless APPROVED or PUBLISHED (spec 2
// section 4). A register may hold a million concept rows, and deleting them takes seconds to tens of seconds, so
// the delete does not run in a Prisma interactive transaction (its 5 s limit rolled a 1M-row delete back and
// answered 500). It runs, like the pipeline, in one plain transaction on a bulk pool connection (lib/db.ts), which
// has no client-side time limit; the audit event is written through a Prisma client on that same transaction
// (withConnectionTx). The statements are set-based and ordered for the cascade: the rows by their
// (grossToNetId, ...) index, the employee totals (one statement trigger refreshes the company totals once), then
// the report, whose cascade finds only its few small children left.
import pg from "pg";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";
import { bulkPool, withConnectionTx } from "@/lib/db";
import { removeStored } from "@/lib/storage/files";
import { canDeleteStatus, isPublished } from "@/lib/payroll/schema";
import { payReportNotFound } from "@/lib/payroll/find-pay-report";

/** How long the delete waits for a report row another change holds (an approval in flight) before answering 409. */
const LOCK_TIMEOUT = "10s";

export const BEING_PROCESSED = (fileName: string) =>
  `${fileName} is being processed: delete it when processing has finished.`;

type Locked = { fileName: string; processingStatus: string; storageKey: string | null };

async function deleteLocked(client: pg.ClientBase, actor: Actor, id: string): Promise<string | null> {
  await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
  // The pipeline holds this lock for a whole run: a report mid-run is neither deleted under it nor waited for.
  const lock = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok`, [
    `gtn:${id}`,
  ]);
  const select = `SELECT "fileName", "processingStatus", "storageKey" FROM "GrossToNetFile" WHERE id = $1`;
  const { rows } = await client.query<Locked>(lock.rows[0].ok ? `${select} FOR UPDATE` : select, [id]);
  const file = rows[0];
  if (!file) throw payReportNotFound();
  if (!lock.rows[0].ok) throw new AppError("CONFLICT", BEING_PROCESSED(file.fileName));
  // REOPENED and SUPERSEDED versions are published data too (isPublished): never deleted.
  if (!canDeleteStatus(file.processingStatus) || isPublished(file.processingStatus))
    throw new AppError("UNPROCESSABLE", `${file.fileName} cannot be deleted while ${file.processingStatus}.`);
  await client.query(`DELETE FROM "PayRegisterRow" WHERE "grossToNetId" = $1`, [id]);
  await client.query(`DELETE FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`, [id]);
  await client.query(`DELETE FROM "GrossToNetFile" WHERE id = $1`, [id]);
  await withConnectionTx(client, (tx) =>
    recordAudit(tx, {
      actor,
      action: "payReport.delete",
      entityType: PAY_REPORT_ENTITY,
      entityId: id,
      before: { fileName: file.fileName, processingStatus: file.processingStatus },
    }),
  );
  return file.storageKey;
}

/** A lock held past LOCK_TIMEOUT by a concurrent change is a conflict, not a server error. */
function lockTimedOut(error: unknown) {
  return (error as { code?: unknown })?.code === "55P03";
}

export async function deleteGrossToNet(actor: Actor, id: string) {
  const client = await bulkPool().connect();
  let broken: Error | undefined;
  let storageKey: string | null;
  try {
    await client.query("BEGIN");
    try {
      storageKey = await deleteLocked(client, actor, id);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch((failed: Error) => void (broken = failed));
      if (lockTimedOut(error)) throw new AppError("CONFLICT");
      throw error;
    }
  } catch (error) {
    if (!(error instanceof AppError)) broken ??= error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
  await removeStored(storageKey);
  return { id, result: "DELETED" };
}
