// The generation job: renders the contract (DOCX + PDF of the same content), stores both through the file
// store and records them as Documents with their SHA-256. Idempotent: a rerun renders again into new keys and
// points the contract at them. A signed or archived contract is never re-rendered (a signed document is never
// altered). A render failure leaves the status alone, records the error for the page and rethrows (pg-boss
// retries the job).
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { newKey, removeFile, writeStream } from "@/lib/storage/files";
import { answersFromBody } from "@/lib/contracts/answers";
import { buildContractContent } from "@/lib/contracts/build-contract-content";
import { renderDocx, renderPdf } from "@/lib/contracts/render-contract";
import { parseDefinitions } from "@/lib/contracts/questionnaire";
import { resolveTemplate } from "@/lib/contracts/resolve-template";
import type { ContractStatusValue } from "@/lib/contracts/statuses";

export const RENDERABLE: ContractStatusValue[] = [
  "draft",
  "pending_internal_review",
  "pending_review",
  "review_done",
  "approved",
];
export const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

type Renderers = { renderDocx: typeof renderDocx; renderPdf: typeof renderPdf };

export async function generateContractDocument(
  contractId: string,
  renderers: Renderers = { renderDocx, renderPdf },
): Promise<"generated" | "skipped"> {
  const contract = await db.contract.findUnique({
    where: { id: contractId },
    select: {
      id: true,
      status: true,
      templateId: true,
      contractVersion: true,
      documentId: true,
      employee: {
        select: {
          id: true,
          firstName: true,
          lastName: true,
          companyId: true,
          countryCode: true,
          employeeType: true,
          lspId: true,
          company: { select: { name: true } },
          country: { select: { name: true } },
          contractQuestionnaire: { select: { body: true } },
        },
      },
    },
  });
  if (!contract || !RENDERABLE.includes(contract.status)) return "skipped";
  const e = contract.employee;
  let pdf: Buffer;
  let docx: Buffer;
  try {
    const stored = contract.templateId
      ? await db.contractTemplate.findUnique({
          where: { id: contract.templateId },
          select: { name: true, questions: true },
        })
      : null;
    const template = stored
      ? { name: stored.name, definitions: parseDefinitions(stored.questions) }
      : await resolveTemplate(e);
    const content = buildContractContent({
      templateName: template.name,
      version: contract.contractVersion,
      employee: {
        firstName: e.firstName,
        lastName: e.lastName,
        countryName: e.country?.name ?? e.countryCode,
        companyName: e.company.name,
        employeeType: e.employeeType,
      },
      definitions: template.definitions,
      answers: answersFromBody(e.contractQuestionnaire?.body),
    });
    [docx, pdf] = await Promise.all([renderers.renderDocx(content), renderers.renderPdf(content)]);
  } catch (error) {
    const message = `Contract generation failed: ${error instanceof Error ? error.message : String(error)}`;
    await db.contract.update({ where: { id: contractId }, data: { generationError: message.slice(0, 500) } });
    throw error;
  }
  const pdfKey = newKey("contracts", ".pdf");
  const docxKey = newKey("contracts", ".docx");
  await writeStream(pdfKey, Readable.from(pdf));
  await writeStream(docxKey, Readable.from(docx));
  const pdfHash = sha256(pdf);
  const fileBase = `contract-${e.lastName}-${e.firstName}-v${contract.contractVersion}`.toLowerCase();
  const updated = await db.$transaction(async (tx) => {
    const { count } = await tx.contract.updateMany({
      where: { id: contractId, status: { in: RENDERABLE } },
      data: { storageKey: pdfKey, docxStorageKey: docxKey, pdfSha256: pdfHash, generationError: null },
    });
    if (count === 0) return false;
    const owner = {
      employeeId: e.id,
      companyId: e.companyId,
      tenantId: e.lspId ?? e.companyId,
      type: "CONTRACT" as const,
    };
    await tx.document.createMany({
      data: [
        {
          ...owner,
          title: `Employment contract v${contract.contractVersion} (PDF)`,
          storageKey: pdfKey,
          fileName: `${fileBase}.pdf`,
          mimeType: "application/pdf",
          sizeBytes: pdf.length,
          sha256: pdfHash,
        },
        {
          ...owner,
          title: `Employment contract v${contract.contractVersion} (DOCX)`,
          storageKey: docxKey,
          fileName: `${fileBase}.docx`,
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          sizeBytes: docx.length,
          sha256: sha256(docx),
        },
      ],
    });
    await recordAudit(tx, {
      actor: null,
      action: "contract.generated",
      entityType: "Contract",
      entityId: contractId,
      after: { storageKey: pdfKey, docxStorageKey: docxKey, pdfSha256: pdfHash },
    });
    return true;
  });
  if (!updated) {
    await Promise.all([removeFile(pdfKey), removeFile(docxKey)]); // signed or archived meanwhile: keep nothing
    return "skipped";
  }
  return "generated";
}
