// Documents (spec 1 section 7 'Documents and uploads', spec 3 section 2 'Documents tab'). Files live in
// lib/storage; the row says who owns it. Row rule: lib/access/document.ts (others' ids are not found).
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError, MESSAGES } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { canDeleteDocument, documentWhere, findDocumentOrThrow, resolveDocumentOwner } from "@/lib/access/document";
import { formatDate } from "@/lib/dates";
import { fileResponse, newKey, removeFile, writeStream } from "@/lib/storage/files";
import type { Prisma } from "@/generated/prisma/client";
import {
  ALLOWED_DOCUMENT_TYPES,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  ZDocumentFields,
  checkFileMeta,
  sniffDocumentType,
  type TDocumentListQuery,
} from "@/lib/documents/schema";

const DOC_SELECT = {
  id: true,
  title: true,
  description: true,
  type: true,
  fileName: true,
  mimeType: true,
  sizeBytes: true,
  status: true,
  documentVersion: true,
  userId: true,
  companyId: true,
  employeeId: true,
  tenantId: true,
  createdAt: true,
} satisfies Prisma.DocumentSelect;

function toDto(row: Prisma.DocumentGetPayload<{ select: typeof DOC_SELECT }>) {
  return {
    ...row,
    formattedDate: formatDate(row.createdAt),
    metadata: { version: row.documentVersion, status: row.status },
    linkToDocument: `/api/documents/${row.id}/download`,
  };
}

export async function listDocuments(actor: Actor, query: TDocumentListQuery) {
  const filters: Prisma.DocumentWhereInput = {};
  if (query.companyId) filters.companyId = query.companyId;
  if (query.userId) filters.userId = query.userId;
  if (query.employeeId) filters.employeeId = query.employeeId;
  const where: Prisma.DocumentWhereInput = { AND: [documentWhere(actor), filters] };
  const [items, totalCount] = await Promise.all([
    db.document.findMany({
      where,
      select: DOC_SELECT,
      orderBy: [{ createdAt: query.sort }, { id: query.sort }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.document.count({ where }),
  ]);
  return { items: items.map(toDto), totalCount, pageSize: query.pageSize };
}

// A stand-in for a virus scanner: the standard anti-virus test signature marks a file malicious.
const EICAR = "EICAR-STANDARD-ANTIVIRUS-TEST-FILE";

export async function uploadDocument(actor: Actor, form: FormData) {
  const file = form.get("file");
  if (!(file instanceof Blob) || !("name" in file))
    throw new AppError("BAD_REQUEST", "Please choose a file.", { fieldErrors: { file: ["Please choose a file."] } });
  const upload = file as File;
  const raw = Object.fromEntries(
    [...form.entries()].filter(([k, v]) => k !== "file" && typeof v === "string" && v !== ""),
  );
  const fields = ZDocumentFields.parse({ title: upload.name, ...raw });
  const metaError = checkFileMeta(upload);
  if (metaError) throw new AppError("BAD_REQUEST", metaError, { fieldErrors: { file: [metaError] } });
  // The name and declared type can lie: the first bytes decide.
  const head = new Uint8Array(await upload.slice(0, 64 * 1024).arrayBuffer());
  const mimeType = sniffDocumentType(head, upload.name);
  if (!mimeType)
    throw new AppError("BAD_REQUEST", DOCUMENT_MESSAGES.type, { fieldErrors: { file: [DOCUMENT_MESSAGES.type] } });
  const owner = await resolveDocumentOwner(actor, fields);
  const key = newKey("documents", ALLOWED_DOCUMENT_TYPES[mimeType][0]);
  const written = await writeStream(key, upload.stream(), MAX_DOCUMENT_BYTES);
  if (!written)
    throw new AppError("BAD_REQUEST", DOCUMENT_MESSAGES.size, { fieldErrors: { file: [DOCUMENT_MESSAGES.size] } });
  const malicious = Buffer.from(head).toString("latin1").includes(EICAR);
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.document.create({
        data: {
          title: fields.title,
          description: fields.description || null,
          storageKey: key,
          fileName: upload.name.slice(0, 255),
          mimeType,
          sizeBytes: written.sizeBytes,
          status: malicious ? "MALICIOUS" : "READY",
          userId: owner.userId,
          companyId: owner.companyId,
          employeeId: owner.employeeId,
          tenantId: owner.tenantId,
          uploadedById: actor.userId,
        },
        select: DOC_SELECT,
      });
      await recordAudit(tx, {
        actor,
        action: "document.create",
        entityType: "Document",
        entityId: row.id,
        after: {
          title: row.title,
          fileName: row.fileName,
          mimeType,
          sizeBytes: row.sizeBytes,
          companyId: row.companyId,
          userId: row.userId,
          employeeId: row.employeeId,
        },
      });
      return toDto(row);
    });
  } catch (error) {
    await removeFile(key).catch(() => {});
    throw error;
  }
}

const findVisible = (actor: Actor, documentId: string) =>
  findDocumentOrThrow(actor, documentId, { ...DOC_SELECT, storageKey: true, uploadedById: true });

export async function deleteDocument(actor: Actor, documentId: string) {
  const row = await findVisible(actor, documentId);
  if (!canDeleteDocument(actor, row)) throw new AppError("FORBIDDEN");
  await db.$transaction(async (tx) => {
    const { count } = await tx.document.deleteMany({ where: { id: row.id } });
    if (count === 0) throw new AppError("NOT_FOUND", "Document not found");
    await recordAudit(tx, {
      actor,
      action: "document.delete",
      entityType: "Document",
      entityId: row.id,
      before: { title: row.title, fileName: row.fileName },
      after: null,
    });
  });
  await removeFile(row.storageKey).catch(() => {});
}

export type DownloadResult = { state: "processing" } | { state: "ready"; response: Response };

export async function downloadDocument(
  actor: Actor,
  documentId: string,
  disposition: "inline" | "attachment",
): Promise<DownloadResult> {
  const row = await findVisible(actor, documentId);
  if (row.status === "PROCESSING") return { state: "processing" };
  if (row.status === "MALICIOUS")
    throw new AppError("UNPROCESSABLE", DOCUMENT_MESSAGES.malicious, { details: { error: "MALICIOUS_DOCUMENT" } });
  const response = await fileResponse({
    storageKey: row.storageKey,
    fileName: row.fileName ?? row.title,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    disposition,
  });
  if (!response) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  return { state: "ready", response };
}
