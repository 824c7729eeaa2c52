// One employee paid twice in one period: under two keys of this register (the provider's payroll id and the
// platform's id both resolve to them, lib/lsps/provider-ids), under one key whose every line comes twice, or here and
// in another live register of the same period and cycle under another key (an identical key in the same
// provider's registers already stops the pipeline as a duplicate). Twice in one register or in the same
// provider's registers is near-certain a double payment: blocking; another provider's register (a move between
// providers mid-month) is for review. Off-cycle runs pay employees again by design and are not compared across
// registers.
import { HEAD, INSERT, LIVE, money, notMuted, select, type CheckDefinition } from "@/lib/payroll/anomalies/check-sql";

export const samePersonTwice: CheckDefinition = {
  key: "same-person-twice",
  severity: "BLOCKING",
  sql: `${HEAD}, twice AS (
  SELECT t."employeeId", NULL::text AS other_file, NULL::text AS other_lsp, NULL::text AS other_country,
         array_agg(t."employeeRef" ORDER BY t."employeeRef") AS refs, sum(t.gross) AS gross, min(t.currency) AS currency,
         min(trim(coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", ''))) AS name, false AS repeated
    FROM t WHERE t."employeeId" IS NOT NULL GROUP BY t."employeeId" HAVING count(*) > 1
  UNION ALL
  -- One key whose lines all come twice (the totals already sum both copies into one employee).
  SELECT t."employeeId", NULL, NULL, NULL, ARRAY[t."employeeRef"], t.gross, t.currency,
         trim(coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')), true
    FROM (SELECT r."employeeRef" FROM "PayRegisterRow" r
           WHERE r."grossToNetId" = $1::text AND r.category IS DISTINCT FROM 'statedTotal'
           GROUP BY r."employeeRef"
          HAVING count(*) > 1 AND count(*) >= 2 * count(DISTINCT (r.concept, r.value))) d
    JOIN t ON t."employeeRef" = d."employeeRef"
   WHERE t."employeeId" IS NOT NULL
  UNION ALL
  SELECT t."employeeId", f."fileName", f."lspId", f.country, ARRAY[t."employeeRef", o."employeeRef"], t.gross + o.gross, t.currency,
         trim(coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')), false
    FROM "GrossToNetFile" f CROSS JOIN p
    JOIN "PayReportEmployeeTotal" o ON o."grossToNetId" = f.id
    JOIN t ON t."employeeId" = o."employeeId"
   WHERE f."payrollPeriod" = $11::text AND f."payrollCycle" = $10::text::"PayrollCycle" AND f.id <> $1::text AND ${LIVE}
     AND p.cycle <> 'OFF_CYCLE' AND (t."employeeRef" <> o."employeeRef" OR f."lspId" IS DISTINCT FROM $3::text OR f.country <> $2::text)
     -- A corrected version repeats the employees of the versions it corrects.
     AND f.id NOT IN (WITH RECURSIVE chain AS (
                        SELECT g."previousVersionId" AS id FROM "GrossToNetFile" g WHERE g.id = $1::text
                        UNION SELECT g."previousVersionId" FROM "GrossToNetFile" g JOIN chain c ON g.id = c.id)
                      SELECT id FROM chain WHERE id IS NOT NULL)
     AND f.id NOT IN (SELECT g.id FROM "GrossToNetFile" g WHERE g."previousVersionId" = $1::text)
)
${INSERT}
${select(
  `w."employeeId"`,
  "same-person-twice",
  {
    sql: `CASE WHEN w.other_file IS NULL OR (w.other_lsp IS NOT DISTINCT FROM p.lsp AND w.other_country = p.country) THEN 'BLOCKING' ELSE 'REVIEW' END`,
  },
  `CASE WHEN w.repeated
     THEN format('%s appears twice in this register as %s: every line of their pay is repeated, %s %s gross in all, one person paid twice.',
                 w.name, w.refs[1], ${money("w.gross")}, w.currency)
     WHEN w.other_file IS NULL
     THEN format('%s is paid under %s keys in this register (%s): %s %s gross in all, one person paid more than once.',
                 w.name, cardinality(w.refs), array_to_string(w.refs, ', '), ${money("w.gross")}, w.currency)
     ELSE format('%s is paid here as %s and in %s (%s) as %s for the same period: %s %s gross in all.',
                 w.name, w.refs[1], w.other_file, w.other_country, w.refs[2], ${money("w.gross")}, w.currency) END`,
  `jsonb_build_object('employeeRef', w.refs[1], 'name', w.name, 'refs', to_jsonb(w.refs), 'gross', w.gross,
     'otherFile', w.other_file, 'otherCountry', w.other_country)`,
)}
  FROM twice w CROSS JOIN p
 WHERE ${notMuted(`w."employeeId"`, "same-person-twice")}`,
};
