import { created, route } from "@/lib/http/route";
import { askPayQuestion } from "@/lib/payslips/pay-questions/ask-pay-question";
import { ZPayQuestionBody, ZPayQuestionCreated, ZPayQuestionParams } from "@/lib/payslips/pay-questions/schema";

// 'Something looks wrong' on the next month card of /pay: the employee's question about their next pay (the
// payroll month whose cutoff has not passed), stored and audited. Only the employee themself asks (403), a
// foreign id is 404.
export const POST = route(
  {
    permission: "payslips.read",
    params: ZPayQuestionParams,
    body: ZPayQuestionBody,
    response: ZPayQuestionCreated,
    summary: "Ask about one's next pay ('Something looks wrong')",
  },
  async ({ actor, params, body }) => created(await askPayQuestion(actor, params.employeeId, body)),
);
