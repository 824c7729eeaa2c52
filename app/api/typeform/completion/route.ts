import { route } from "@/lib/http/route";
import { ZTypeformCompletion } from "@/lib/onboarding/typeform-schema";
import { recordTypeformCompletion } from "@/lib/onboarding/record-typeform-completion";

// POST /typeform/completion: the signed-in employee's external onboarding form is done (infoToUpdate with
// typeformResponseId and typeformId); lifts the onboarding form gate. 409 while no form is configured.
export const POST = route(
  { permission: "employees.update", body: ZTypeformCompletion, summary: "Record the onboarding form's completion" },
  ({ actor, body }) => recordTypeformCompletion(actor, body),
);
