import { route } from "@/lib/http/route";
import { decideLetter } from "@/lib/letters/decide-letter";
import { ZLetter, ZLetterDecision, ZLetterParams } from "@/lib/letters/schema";

// Approve (the PDF is then made in the background) or decline with a reason; 409 when decided in between.
export const POST = route(
  {
    permission: "letters.decide",
    params: ZLetterParams,
    body: ZLetterDecision,
    response: ZLetter,
    summary: "Approve or decline an employment letter",
  },
  ({ actor, params, body }) => decideLetter(actor, params.letterId, body),
);
