// When a finding counts as resolved: acknowledged with a justification, or covered by a justification (the
// spec's notes) saved for that employee (or, for a row without an employee record, that register row) on the report.
/** SQL over a finding aliased `f`: a justification that resolves it. */
export const JUSTIFIED = `EXISTS (SELECT 1 FROM "Justification" j WHERE j."grossToNetId" = f."payReportId"
  AND ((f."employeeId" IS NOT NULL AND j."employeeId" = f."employeeId")
    OR (f."values"->>'employeeRef' IS NOT NULL AND j."employeeRef" = f."values"->>'employeeRef')))`;

export const UNRESOLVED_BLOCKING = `f.severity = 'BLOCKING' AND f."acknowledgedAt" IS NULL AND NOT ${JUSTIFIED}`;
