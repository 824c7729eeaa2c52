import { created, route } from "@/lib/http/route";
import { listEmployeeLetters } from "@/lib/letters/list-employee-letters";
import { requestLetter } from "@/lib/letters/request-letter";
import { ZEmployeeLetterParams, ZLetter, ZLetterList, ZLetterRequest } from "@/lib/letters/schema";

// The employee's employment letters, newest first: their own, or those a decider reaches (else 404).
export const GET = route(
  {
    permission: "letters.read",
    params: ZEmployeeLetterParams,
    response: ZLetterList,
    summary: "The employee's employment letters",
  },
  ({ actor, params }) => listEmployeeLetters(actor, params.employeeId),
);

// The employee asks for a letter about themself (months 3 or 12 for a salary certificate only).
export const POST = route(
  {
    permission: "letters.request",
    params: ZEmployeeLetterParams,
    body: ZLetterRequest,
    response: ZLetter,
    summary: "Request an employment letter",
  },
  async ({ actor, params, body }) => created(await requestLetter(actor, params.employeeId, body)),
);
