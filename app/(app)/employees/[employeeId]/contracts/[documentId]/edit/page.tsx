import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getQuestionnaire } from "@/lib/contracts/get-questionnaire";
import type { EditMode } from "@/lib/contracts/schema";
import { ContractEditClient } from "./page-client";

export const metadata: Metadata = { title: "Edit contract" };

type Search = Record<string, string | string[] | undefined>;

// Spec 1 section 2: query flags update_contract_answers, complete_missing_information, generate_new_contract and
// steps generate-contract, edit-answers, complete-information pick the mode (default: a new contract version).
function modeOf(search: Search): EditMode {
  const step = typeof search.step === "string" ? search.step : "";
  if (search.update_contract_answers === "true" || step === "edit-answers") return "edit-answers";
  if (search.complete_missing_information === "true" || step === "complete-information") return "complete-information";
  return "generate-contract";
}

export default async function ContractEditPage({
  params,
  searchParams,
}: {
  params: Promise<{ employeeId: string; documentId: string }>;
  searchParams: Promise<Search>;
}) {
  const { employeeId, documentId } = await params;
  const actor = await guardPage({ permission: "contracts.edit" });
  const data = await orNotFound(() => getQuestionnaire(actor, employeeId, documentId));
  const requested = modeOf(await searchParams);
  const mode = requested === "generate-contract" && !data.canGenerate ? "edit-answers" : requested;
  return <ContractEditClient data={data} mode={mode} />;
}
