// What the dev mail viewer answers (GET /api/dev/outbox, lib/mail/outbox.ts listOutbox), for the OpenAPI document
// and the route's return type.
import { z } from "zod";
import { ZDateTime } from "@/lib/zod/response";

export const ZOutboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sentAt: ZDateTime.nullable(),
  error: z.string().nullable().describe("why sending failed (the message is not retried)"),
  createdAt: ZDateTime,
});

export const ZOutboxPage = z.object({
  items: z.array(ZOutboxEmail),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
});
