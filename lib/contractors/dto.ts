// What the contractor screens receive: the list routes' response schemas (lib/contractors/response-schema.ts).
import type { z } from "zod";
import type { ZContractorInvoiceRow, ZContractorRow } from "@/lib/contractors/response-schema";

export type ContractorRow = z.infer<typeof ZContractorRow>;
export type ContractorInvoiceRow = z.infer<typeof ZContractorInvoiceRow>;
