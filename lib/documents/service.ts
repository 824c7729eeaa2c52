// Documents (spec 1 section 7 'Documents and uploads', spec 3 section 2 'Documents tab'). Files live in
// lib/storage; the row says who owns it. Row rule: lib/access/document.ts (others' ids are not found).
import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { canDeleteDocument, documentWhere, findDocumentOrThrow, resolveDocumentOwner } from "@/lib/access/document";
import { formatDate } from "@/lib/dates";
import { removeFile } from "@/lib/storage/files";
import type { ParsedUpload } from "@/lib/storage/parse-multipart";
import { enqueueScan, initialScanStatus } from "@/lib/storage/scan-file";
import { serveUpload } from "@/lib/storage/serve-upload";
import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { ZDocumentFields, type TDocumentListQuery } from "@/lib/documents/schema";

const DOC_SELECT = {
  id: true,
  title: true,
  description: true,
  type: true,
  fileName: true,
  mimeType: true,
  sizeBytes: true,
  status: true,
  scanStatus: true,
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
    linkToDocument: `/api/documents/${row.id}/download?download=1`, // the file itself, opened signed in
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

export async function uploadDocument(actor: Actor, upload: ParsedUpload) {
  const file = upload.files.find((f) => f.field === "file");
  if (!file)
    throw new AppError("BAD_REQUEST", "Please choose a file.", { fieldErrors: { file: ["Please choose a file."] } });
  const raw = Object.fromEntries(Object.entries(upload.fields).filter(([, v]) => v !== ""));
  return recordDocument(actor, file, ZDocumentFields.parse({ title: file.fileName, ...raw }));
}

/** The Document row (and audit, scan job) of a file already stored and type-checked: multipart or signed upload. */
export async function recordDocument(
  actor: Actor,
  file: { storageKey: string; fileName: string; mimeType: string; sizeBytes: number },
  fields: z.infer<typeof ZDocumentFields>,
) {
  const owner = await resolveDocumentOwner(actor, fields);
  const scanStatus = initialScanStatus();
  const created = await db.$transaction(async (tx) => {
    const row = await tx.document.create({
      data: {
        title: fields.title,
        description: fields.description || null,
        storageKey: file.storageKey,
        fileName: file.fileName.slice(0, 255),
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        status: scanStatus === "PENDING" ? "PROCESSING" : "READY",
        scanStatus,
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
        mimeType: file.mimeType,
        sizeBytes: row.sizeBytes,
        companyId: row.companyId,
        userId: row.userId,
        employeeId: row.employeeId,
      },
    });
    return toDto(row);
  });
  if (scanStatus === "PENDING") await enqueueScan({ kind: "document", id: created.id });
  return created;
}

const findVisible = (actor: Actor, documentId: string) =>
  findDocumentOrThrow(actor, documentId, { ...DOC_SELECT, storageKey: true, uploadedById: true });

export async function deleteDocument(actor: Actor, documentId: string) {
  const row = await findVisible(actor, documentId);
  if (!canDeleteDocument(actor, row)) throw new AppError("FORBIDDEN");
  // A contract's files are its record (the contract points at the same stored bytes): never deleted here.
  if (row.type === "CONTRACT")
    throw new AppError("UNPROCESSABLE", "Contract documents cannot be deleted: they belong to the contract.");
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

export async function downloadDocument(actor: Actor, documentId: string, disposition: "inline" | "attachment") {
  const row = await findVisible(actor, documentId);
  return serveUpload({ ...row, fileName: row.fileName ?? row.title }, disposition);
}
