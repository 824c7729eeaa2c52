// GET /gross-to-net/{id}/diff?against= (issue 27): what changed per employee and category between two versions of
// a report, in one set-based statement: a FULL OUTER JOIN of the two versions' per-employee totals, unpivoted to the
// CSV's categories (total last), keeping the cells that differ. numeric arithmetic, so old, new and delta are exact.
// An added employee lists its non-zero categories (always its total), a removed one likewise.
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { TOTAL_EXPR, VARIANCE_COLUMNS } from "@/lib/payroll/bill-employees";
import { versionChainIds } from "@/lib/payroll/versions/version-chain";
import type { PayReportDiff } from "@/lib/payroll/versions/schema";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

const MAX_ROWS = 5000;
const cell = (alias: string, c: (typeof VARIANCE_COLUMNS)[number]) =>
  c === "total" ? TOTAL_EXPR(alias) : `${alias}."${c}"`;

type Row = PayReportDiff["rows"][number];

export async function diffVersions(id: string, against: string | undefined): Promise<PayReportDiff> {
  const file = await findPayReportOrThrow(id, { id: true, reportVersion: true, previousVersionId: true });
  const otherId = against ?? file.previousVersionId;
  if (!otherId)
    throw new AppError("BAD_REQUEST", "This is the first version: choose a version to compare with.", {
      fieldErrors: { against: ["Choose a version to compare with."] },
    });
  const chain = await versionChainIds(id);
  if (otherId === id || !chain.includes(otherId))
    throw new AppError("BAD_REQUEST", "Compare with another version of the same report.", {
      fieldErrors: { against: ["Compare with another version of the same report."] },
    });
  const other = await db.grossToNetFile.findUniqueOrThrow({
    where: { id: otherId },
    select: { id: true, reportVersion: true },
  });
  const unpivot = VARIANCE_COLUMNS.map((c, i) => `(${i}, '${c}', ${cell("o", c)}, ${cell("n", c)})`).join(
    ",\n              ",
  );
  const rows = await db.$queryRaw<
    (Omit<Row, "old" | "new" | "delta"> & { old: string | null; new: string | null; delta: string })[]
  >(
    Prisma.sql`
    WITH o AS (SELECT * FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = ${other.id}),
         n AS (SELECT * FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = ${file.id})
    SELECT coalesce(n."employeeRef", o."employeeRef") AS "employeeRef",
           trim(coalesce(n."firstName", o."firstName", '') || ' ' || coalesce(n."lastName", o."lastName", '')) AS name,
           CASE WHEN o."employeeRef" IS NULL THEN 'ADDED' WHEN n."employeeRef" IS NULL THEN 'REMOVED' ELSE 'CHANGED' END AS change,
           v.category, coalesce(n.currency, o.currency) AS currency,
           v.old::text AS old, v.new::text AS new, (coalesce(v.new, 0) - coalesce(v.old, 0))::text AS delta
      FROM o FULL OUTER JOIN n ON n."employeeRef" = o."employeeRef"
     CROSS JOIN LATERAL (VALUES ${Prisma.raw(unpivot)}) AS v(ord, category, old, new)
     WHERE CASE WHEN o."employeeRef" IS NULL OR n."employeeRef" IS NULL
                THEN coalesce(v.new, v.old) <> 0 OR v.category = 'total'
                ELSE v.old IS DISTINCT FROM v.new OR (o.currency <> n.currency AND v.category = 'total') END
     ORDER BY coalesce(n."lastName", o."lastName") NULLS LAST, coalesce(n."firstName", o."firstName") NULLS LAST,
              1, v.ord
     LIMIT ${MAX_ROWS}`,
  );
  const employees = (change: string) => new Set(rows.filter((r) => r.change === change).map((r) => r.employeeRef)).size;
  return {
    from: { id: other.id, reportVersion: other.reportVersion },
    to: { id: file.id, reportVersion: file.reportVersion },
    summary: { added: employees("ADDED"), removed: employees("REMOVED"), changed: employees("CHANGED") },
    rows,
  };
}
