// POST /api/payroll-id/template: the CSV to fill in, one row per reachable active employee (id, name and the
// current payroll id), streamed in keyset batches through csv-stringify.
import "server-only";
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { PROVIDER_ID_COLUMNS } from "@/lib/lsps/provider-ids/schema";

const BATCH = 1000;

async function* templateRows(actor: Actor) {
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.employee.findMany({
      where: employeeWhere(actor),
      orderBy: { id: "asc" },
      select: { id: true, firstName: true, lastName: true, payrollId: true },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const e of rows) yield [e.id, `${e.firstName} ${e.lastName}`, e.payrollId ?? ""];
    if (rows.length < BATCH) return;
    cursor = rows[rows.length - 1].id;
  }
}

export function buildProviderIdTemplate(actor: Actor): Readable {
  const csv = stringify({ header: true, columns: [...PROVIDER_ID_COLUMNS], record_delimiter: "windows" });
  // pipeline() passes a failed query on to the reader and stops the query when the reader goes away.
  return pipeline(Readable.from(templateRows(actor)), csv, () => {});
}
