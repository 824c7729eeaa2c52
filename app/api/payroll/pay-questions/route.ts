import { route } from "@/lib/http/route";
import { listReportPayQuestions } from "@/lib/payslips/pay-questions/list-report-pay-questions";
import { ZPayQuestionList, ZPayQuestionsQuery } from "@/lib/payslips/pay-questions/schema";

// The employees' questions about a pay report's month (its country and provider), for the LSP bill detail page;
// later months without a report of their own yet are listed on the latest report before them.
export const GET = route(
  {
    permission: "payReports.read",
    query: ZPayQuestionsQuery,
    response: ZPayQuestionList,
    summary: "Employees' questions about a pay report's month",
  },
  ({ query }) => listReportPayQuestions(query),
);
