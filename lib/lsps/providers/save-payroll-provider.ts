// POST /api/payroll-providers and PUT /api/payroll-providers/{id}: create or replace a provider. The LSP must
// serve the country. A provider with history (pay reports) keeps its LSP and country: only name and active change.
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { TPayrollProvider } from "@/lib/lsps/providers/schema";
import { PROVIDER_SELECT, toProviderDto } from "@/lib/lsps/providers/provider-dto";
import { assertLspServesCountry } from "@/lib/lsps/serves-country";

export const PROVIDER_LOCKED = "This provider has pay reports: its LSP and country cannot change.";

export async function savePayrollProvider(actor: Actor, input: TPayrollProvider, id?: string) {
  return db.$transaction(async (tx) => {
    await assertLspServesCountry(tx, input.lspId, input.countryCode);
    if (!id) {
      const row = await tx.payrollProvider.create({ data: input, select: PROVIDER_SELECT });
      await recordAudit(tx, {
        actor,
        action: "payrollProvider.create",
        entityType: "PayrollProvider",
        entityId: row.id,
        after: input,
      });
      return toProviderDto(row);
    }
    const before = await tx.payrollProvider.findUnique({
      where: { id },
      select: { name: true, lspId: true, countryCode: true, isActive: true, hasHistory: true },
    });
    if (!before) throw new AppError("NOT_FOUND", "Payroll provider not found");
    if (before.hasHistory && (before.lspId !== input.lspId || before.countryCode !== input.countryCode))
      throw new AppError("CONFLICT", PROVIDER_LOCKED);
    const row = await tx.payrollProvider.update({ where: { id }, data: input, select: PROVIDER_SELECT });
    await recordAudit(tx, {
      actor,
      action: "payrollProvider.update",
      entityType: "PayrollProvider",
      entityId: id,
      before,
      after: input,
    });
    return toProviderDto(row);
  });
}
