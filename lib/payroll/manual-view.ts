import { db } from "@/lib/db";

export async function manualView(payrollPeriod: string) {
  const rows = await db.grossToNetFile.findMany({
    where: { payrollPeriod, processingStatus: { notIn: ["DISCARDED"] } },
    distinct: ["lspId", "country", "payrollCycle"],
    select: { lspId: true, country: true, payrollCycle: true, lsp: { select: { name: true } } },
    orderBy: [{ country: "asc" }, { lspId: "asc" }, { payrollCycle: "asc" }],
  });
  return rows.map((r) => ({
    lspId: r.lspId,
    country: r.country,
    payrollCycle: r.payrollCycle,
    lspName: r.lsp?.name ?? null,
  }));
}
