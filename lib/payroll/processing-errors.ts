import { db } from "@/lib/db";

export async function processingErrors(ids: string[]) {
  const rows = await db.dataProcessingError.findMany({
    where: { grossToNetId: { in: ids } },
    select: { grossToNetId: true, message: true, rowNumber: true },
    orderBy: [{ grossToNetId: "asc" }, { rowNumber: "asc" }],
    take: 2000,
  });
  // Distinct messages per file (spec 2 section 8: the errors modal lists distinct messages).
  const seen = new Set<string>();
  const out: { dataFrameId: string; message: string }[] = [];
  for (const r of rows) {
    const key = `${r.grossToNetId}\u0000${r.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ dataFrameId: r.grossToNetId, message: r.message });
  }
  return out;
}
