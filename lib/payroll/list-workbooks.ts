// Workbooks (spec 2 section 2): the payroll home's list, newest period first, each with its file count and its
// totals per currency (what a payroll admin chooses a workbook by), from one grouped query for the whole page.
import { db } from "@/lib/db";

export const workbookSelect = { id: true, name: true, month: true, year: true, status: true, createdAt: true } as const;

export type WorkbookTotal = { currency: string | null; total: string | null; fileCount: number };

export async function listWorkbooks(pageIndex: number, pageSize: number) {
  const [workbooks, totalCount] = await Promise.all([
    db.workbook.findMany({
      select: workbookSelect,
      orderBy: [{ year: "desc" }, { month: "desc" }, { createdAt: "desc" }],
      skip: pageIndex * pageSize,
      take: pageSize,
    }),
    db.workbook.count(),
  ]);
  const groups = workbooks.length
    ? await db.grossToNetFile.groupBy({
        by: ["workbookId", "currency"],
        where: { workbookId: { in: workbooks.map((w) => w.id) } },
        _count: { _all: true },
        _sum: { total: true },
        orderBy: [{ workbookId: "asc" }, { currency: "asc" }],
      })
    : [];
  const items = workbooks.map((w) => {
    const totals: WorkbookTotal[] = groups
      .filter((g) => g.workbookId === w.id)
      .map((g) => ({ currency: g.currency, total: g._sum.total?.toString() ?? null, fileCount: g._count._all }));
    return { ...w, fileCount: totals.reduce((n, t) => n + t.fileCount, 0), totals };
  });
  const nextPageKey = (pageIndex + 1) * pageSize < totalCount ? pageIndex + 1 : null;
  return { items, totalCount, pageSize, nextPageKey };
}
