import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { workbookSelect } from "@/lib/payroll/list-workbooks";

export async function getWorkbook(id: string) {
  const workbook = await db.workbook.findUnique({ where: { id }, select: workbookSelect });
  if (!workbook) throw new AppError("NOT_FOUND", "Workbook not found");
  return workbook;
}
