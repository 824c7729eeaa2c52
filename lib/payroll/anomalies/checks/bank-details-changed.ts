// Bank details changed within the 30 days before the period's end (or since): the classic payroll diversion
// fraud changes them just before a run. For review, naming when and by whom, so someone confirms the change with
// the employee through another channel.
import { HEAD, INSERT, day, notMuted, ref, select, type CheckDefinition } from "@/lib/payroll/anomalies/check-sql";

export const bankDetailsChanged: CheckDefinition = {
  key: "bank-details-changed",
  severity: "REVIEW",
  sql: `${HEAD}
${INSERT}
${select(
  `t."employeeId"`,
  "bank-details-changed",
  "REVIEW",
  `format('Bank details changed on %s by %s, %s day(s) before the period''s end: confirm the change with the employee before paying.',
     ${day(`e."bankDetailsChangedAt"`)},
     coalesce(nullif(trim(coalesce(u."displayName", u."firstName" || ' ' || u."lastName")), '') || ' (' || u.email || ')', 'an unknown user'),
     greatest(p.pend - e."bankDetailsChangedAt"::date, 0))`,
  `jsonb_build_object(${ref}, 'changedAt', e."bankDetailsChangedAt", 'changedById', e."bankDetailsChangedById",
     'changedBy', u.email, 'periodEnd', p.pend)`,
)}
  FROM t CROSS JOIN p JOIN "Employee" e ON e.id = t."employeeId"
  LEFT JOIN "User" u ON u.id = e."bankDetailsChangedById"
 WHERE e."bankDetailsChangedAt" >= p.pend - 30
   AND ${notMuted(`t."employeeId"`, "bank-details-changed")}`,
};
