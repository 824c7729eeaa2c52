import type { Metadata } from "next";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { getTerminationFormContext } from "@/lib/terminations/get-termination-form-context";
import { TerminationRequestForm } from "./page-client";

export const metadata: Metadata = { title: "Request termination" };

// Spec 2 section 2 'Termination request form' (route parameters companyId and employeeId).
export default async function AddTerminationRequestPage({
  params,
}: {
  params: Promise<{ companyId: string; employeeId: string }>;
}) {
  const { companyId, employeeId } = await params;
  const actor = await guardPage({ permission: "terminations.create" });
  const context = await orNotFound(() => getTerminationFormContext(actor, companyId, employeeId));
  return <TerminationRequestForm context={context} />;
}
