// PATCH /payments/vendors/{id}: accounting name, country, currencies (audited in the same transaction).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { vendorSelect } from "@/lib/finance/vendor-select";

export async function updateVendor(
  actor: Actor,
  id: string,
  patch: { netsuiteName?: string; countryCode?: string; currencies?: string[] },
) {
  return db.$transaction(async (tx) => {
    const before = await tx.paymentVendor.findUnique({ where: { id }, select: vendorSelect });
    if (!before) throw new AppError("NOT_FOUND", "Vendor not found");
    const after = await tx.paymentVendor.update({
      where: { id },
      data: { ...patch, ...(patch.currencies ? { currencies: [...new Set(patch.currencies)] } : {}) },
      select: vendorSelect,
    });
    const { lsps: _before, ...b } = before;
    const { lsps: _after, ...a } = after;
    void _before;
    void _after;
    await recordAudit(tx, {
      actor,
      action: "paymentVendor.update",
      entityType: "PaymentVendor",
      entityId: id,
      before: b,
      after: a,
    });
    return after;
  });
}
