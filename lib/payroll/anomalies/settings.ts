// Payroll check settings (issue 27): the approval gate (PayrollSetting 'anomalyApprovalGate', on when no row)
// and the per-country change thresholds (PayrollCheckThreshold, DEFAULT_CHANGE_PERCENT when no row).
import type { Tx } from "@/lib/db";

export const GATE_KEY = "anomalyApprovalGate";
export const DEFAULT_CHANGE_PERCENT = 20;
/** Base salary against the record's annual / 12: beyond this percent it is flagged. */
export const DEFAULT_SALARY_TOLERANCE = 2;

type Reader = Pick<Tx, "payrollSetting">;

export async function approvalGateOn(tx: Reader): Promise<boolean> {
  const row = await tx.payrollSetting.findUnique({ where: { key: GATE_KEY }, select: { value: true } });
  return row ? row.value !== false : true;
}
