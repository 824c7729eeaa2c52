// The generation job: renders the contract (DOCX + PDF of the same content), stores both through the file
// store and records them as Documents with their SHA-256. Idempotent: a rerun renders again into new keys and
// points the contract at them. A signed or archived contract is never re-rendered (a signed document is never
// altered). A failure leaves the status alone, records its reason as the contract's generationError (shown on the
// contract page) and fails the job with the same sentence: at once when retrying cannot help (no template mapped,
// a template whose questions are not valid), with pg-boss's retries when it may (a render or storage failure).
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { newKey, removeFile, writeStream } from "@/lib/storage/files";
import { answersFromBody } from "@/lib/contracts/answers";
import { buildContractContent } from "@/lib/contracts/build-contract-content";
import { renderDocx, renderPdf } from "@/lib/contracts/render-contract";
import { resolveTemplate, templateDefinitions } from "@/lib/contracts/resolve-template";
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

/** A renderer's output, or a retryable JobFailure naming the format ("The PDF could not be generated: ..."). */
async function rendered(format: "PDF" | "DOCX", render: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await render();
  } catch (error) {
    throw new JobFailure(`The ${format} could not be generated: ${readableReason(error)}`, {
      retryable: true,
      cause: error,
    });
  }
}

async function recordFailure(contractId: string, reason: string) {
  await db.contract.updateMany({ where: { id: contractId }, data: { generationError: reason.slice(0, 500) } });
}

/** The contract's own template, else the one mapped to the employee. None mapped, or questions that are not
 *  valid, fail the job without retry (AppError: a readable sentence naming the template). */
async function templateOf(templateId: string | null, employee: Parameters<typeof resolveTemplate>[0]) {
  try {
    const stored = templateId
      ? await db.contractTemplate.findUnique({ where: { id: templateId }, select: { name: true, questions: true } })
      : null;
    return stored ? { name: stored.name, definitions: templateDefinitions(stored) } : await resolveTemplate(employee);
  } catch (error) {
    if (error instanceof AppError)
      throw new JobFailure(`The contract could not be generated: ${error.message}`, { cause: error });
    throw error;
  }
}

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
  const pdfKey = newKey("contracts", ".pdf");
  const docxKey = newKey("contracts", ".docx");
  let pdf: Buffer;
  let docx: Buffer;
  try {
    const template = await templateOf(contract.templateId, e);
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
    [docx, pdf] = await Promise.all([
      rendered("DOCX", () => renderers.renderDocx(content)),
      rendered("PDF", () => renderers.renderPdf(content)),
    ]);
    try {
      await writeStream(pdfKey, Readable.from(pdf));
      await writeStream(docxKey, Readable.from(docx));
    } catch (error) {
      await Promise.all([removeFile(pdfKey), removeFile(docxKey)]).catch(() => {});
      throw new JobFailure(
        `The contract files could not be stored (${readableReason(error)}): generation is retried.`,
        {
          retryable: true,
          cause: error,
        },
      );
    }
  } catch (error) {
    const failure =
      error instanceof JobFailure
        ? error
        : new JobFailure(`The contract could not be generated (${readableReason(error)}): generation is retried.`, {
            retryable: true,
            cause: error,
          });
    await recordFailure(contractId, failure.message);
    throw failure;
  }
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
