// Workbooks (spec 2 section 2): the payroll home's list, newest period first.
import { db } from "@/lib/db";

export const workbookSelect = { id: true, name: true, month: true, year: true, status: true, createdAt: true } as const;

export async function listWorkbooks(pageIndex: number, pageSize: number) {
  const [items, totalCount] = await Promise.all([
    db.workbook.findMany({
      select: workbookSelect,
      orderBy: [{ year: "desc" }, { month: "desc" }, { createdAt: "desc" }],
      skip: pageIndex * pageSize,
      take: pageSize,
    }),
    db.workbook.count(),
  ]);
  const nextPageKey = (pageIndex + 1) * pageSize < totalCount ? pageIndex + 1 : null;
  return { items, totalCount, pageSize, nextPageKey };
}
