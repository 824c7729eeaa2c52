// What POST /api/docusign/{documentId}/create-envelope answers (lib/contracts/signing/create-envelope.ts), for the OpenAPI
// document and the route's return type.
import { z } from "zod";

export const ZEnvelopeAnswer = z.object({
  envelopeId: z.string().nullable(),
  docuSignUrl: z
    .string()
    .nullable()
    .describe("spec 1 section 7: where the browser is sent to sign; null when the signer needs no redirect"),
});
