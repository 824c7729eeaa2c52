// What POST /api/employees/{id}/data-export and GET .../data-export/{exportId} answer (lib/data-export/get-export.ts),
// for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { ZDateTime } from "@/lib/zod/response";

export const ZDataExportView = z.object({
  id: z.string(),
  employeeId: z.string(),
  status: z.enum(["PENDING", "READY", "FAILED"]),
  error: z.string().nullable().describe("why a FAILED export failed"),
  sizeBytes: z.number().int().nullable(),
  url: z
    .string()
    .nullable()
    .describe("the signed ZIP link (no session needed) once READY; null while PENDING: poll GET .../{exportId}"),
  expiresAt: ZDateTime.nullable().describe("when url stops working"),
  statusUrl: z.string().describe("GET it (signed in) until url is set or status is FAILED; also the 202's Location"),
  createdAt: ZDateTime,
});
