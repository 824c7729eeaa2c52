import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/pages/guard";
import { AppError } from "@/lib/errors";
import { getContractView } from "@/lib/contracts/get-contract-view";
import { Banner } from "@/components/ui/misc";
import { ContractViewerClient } from "./page-client";

export const metadata: Metadata = { title: "Contract" };

// Spec 1 section 2: the contract viewer. States not meant for this viewer are 404; archived links (managers,
// employees) and the right-to-work wait show their message instead.
export default async function ContractPage({
  params,
}: {
  params: Promise<{ employeeId: string; documentId: string }>;
}) {
  const { employeeId, documentId } = await params;
  const actor = await guardPage({ permission: "contracts.read" });
  const result = await getContractView(actor, employeeId, documentId).then(
    (view) => ({ view, message: null }),
    (error: unknown) => {
      if (error instanceof AppError && error.code === "GONE") return { view: null, message: error.message };
      if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
      throw error;
    },
  );
  if (result.view) return <ContractViewerClient initial={result.view} />;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Contract</h1>
      <Banner tone="info" title={result.message} />
    </div>
  );
}
