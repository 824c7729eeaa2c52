// The employees' questions a pay report's reviewers should read: those of the employees of the report's country
// and provider about its period, and those about later months that have no report of that country and provider
// yet (asked before their cutoff): they show on the latest report before their month, so none waits unseen.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { PayQuestionList, TPayQuestionsQuery } from "@/lib/payslips/pay-questions/schema";

const LIVE_EXCLUDED = ["ERROR", "DISCARDED", "SUPERSEDED"] as const;

export async function listReportPayQuestions(q: TPayQuestionsQuery): Promise<PayQuestionList> {
  const later = await db.grossToNetFile.findFirst({
    where: {
      country: q.country,
      lspId: q.lspId,
      payrollPeriod: { gt: q.payrollPeriod },
      processingStatus: { notIn: [...LIVE_EXCLUDED] },
    },
    orderBy: { payrollPeriod: "asc" },
    select: { payrollPeriod: true },
  });
  const period: Prisma.StringFilter = { gte: q.payrollPeriod };
  if (later) period.lt = later.payrollPeriod;
  const rows = await db.payQuestion.findMany({
    where: { payrollPeriod: period, employee: { countryCode: q.country, lspId: q.lspId } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      employeeId: true,
      payrollPeriod: true,
      message: true,
      createdAt: true,
      employee: { select: { firstName: true, lastName: true } },
    },
  });
  return {
    includesLaterPeriods: rows.some((r) => r.payrollPeriod !== q.payrollPeriod),
    items: rows.map((r) => ({
      id: r.id,
      employeeId: r.employeeId,
      employeeName: `${r.employee.firstName} ${r.employee.lastName}`.trim(),
      payrollPeriod: r.payrollPeriod,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
