import { route } from "@/lib/http/route";
import { ZContractPatch } from "@/lib/contracts/schema";
import { saveContractAnswers } from "@/lib/contracts/save-contract-answers";

export const PATCH = route(
  {
    permission: "contracts.edit",
    body: ZContractPatch,
    summary: "Save questionnaire answers: new version, edit answers or complete information",
  },
  async ({ actor, body }) => saveContractAnswers(actor, body),
);
