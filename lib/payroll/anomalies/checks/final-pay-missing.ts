// Employment ending in the period with no final pay in the register. Final pay is a non-zero line of the employee
// whose concept, payroll global or sub-category names a final settlement: a holiday or vacation payout (unused
// leave paid out), a final settlement, severance, redundancy, termination or notice pay, an indemnity (in English,
// German, French, Spanish and Japanese wording: FINAL_PAY below). For review: a leaver with no leave left and no severance
// is owed nothing more, and some providers pay the settlement in the next month.
import { HEAD, INSERT, day, notMuted, ref, select, type CheckDefinition } from "@/lib/payroll/anomalies/check-sql";
import { employmentEndIn } from "@/lib/payroll/period-events-sql";

export const FINAL_PAY =
  "(holiday|vacation|annual leave|unused leave|leave|pto|urlaub|cong[eé]s|vacaciones)[^|]*(pay ?out|payment|pay|compensation|allowance|abgeltung|indemn|liquidaci)" +
  "|final (pay|settlement|salary)|settlement|severance|redundancy|termination|notice|indemn|abfindung|finiquito|solde de tout compte" +
  // Japanese: paid leave bought out or settled, retirement allowance, pay in lieu of notice, final salary.
  "|有給[^|]*(買取|買い取り|精算)|退職金|解雇予告手当|最終給与";

export const finalPayMissing: CheckDefinition = {
  key: "final-pay-missing",
  severity: "REVIEW",
  // Driven from the employments ending in the period (a handful), not a lookup per employee of the register.
  sql: `${HEAD}, ending AS (
  SELECT x."employeeId", max(x."terminationDate") AS "terminationDate" FROM "Employment" x
   WHERE ${employmentEndIn("x", "$4::date", "$5::date")} GROUP BY x."employeeId"
), leavers AS (
  SELECT t.*, x."terminationDate" FROM ending x JOIN t ON t."employeeId" = x."employeeId"
)
${INSERT}
${select(
  `t."employeeId"`,
  "final-pay-missing",
  "REVIEW",
  `format('Employment ends on %s, but the register has no final pay line for the employee (no holiday payout, final settlement, severance or notice pay).',
     ${day(`t."terminationDate"`)})`,
  `jsonb_build_object(${ref}, 'terminationDate', t."terminationDate", 'gross', t.gross)`,
)}
  FROM leavers t CROSS JOIN p
 WHERE NOT EXISTS (SELECT 1 FROM "PayRegisterRow" r WHERE r."grossToNetId" = $1::text AND r."employeeRef" = t."employeeRef"
                      AND r.value <> 0 AND coalesce(r.category, '') <> 'statedTotal'
                      AND (r.concept || ' ' || coalesce(r."payrollGlobal", '') || ' ' || coalesce(r."payrollGlobalSubCategory", '')) ~* '${FINAL_PAY}')
   AND ${notMuted(`t."employeeId"`, "final-pay-missing")}`,
};
