import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { PROVIDER_SELECT, toProviderDto } from "@/lib/lsps/providers/provider-dto";

export async function getPayrollProvider(id: string) {
  const row = await db.payrollProvider.findUnique({ where: { id }, select: PROVIDER_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "Payroll provider not found");
  return toProviderDto(row);
}
