// What the document list answers (lib/documents/service.ts listDocuments), for the OpenAPI document and the
// route's return type.
import { z } from "zod";
import { DocumentStatus, DocumentType, ScanStatus } from "@/generated/prisma/enums";
import { ZDateTime } from "@/lib/zod/response";

export const ZDocumentView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(DocumentType),
  fileName: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(DocumentStatus),
  scanStatus: z.enum(ScanStatus).describe("INFECTED files are never served"),
  documentVersion: z.number().int(),
  userId: z.string().nullable(),
  companyId: z.string().nullable(),
  employeeId: z.string().nullable(),
  tenantId: z.string().nullable(),
  createdAt: ZDateTime,
  formattedDate: z.string().describe("createdAt as MMM dd, yyyy"),
  metadata: z.object({ version: z.number().int(), status: z.enum(DocumentStatus) }),
  linkToDocument: z.string().describe("the file itself (the download call with download=1), opened signed in"),
});

export const ZDocumentList = z.object({
  items: z.array(ZDocumentView),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
});
