// Response shape of the dev mail viewer (GET /api/dev/outbox), type-only for the client component.
import type { Json } from "@/lib/http/json";
import type { listOutbox } from "@/lib/mail/outbox";

export type OutboxPage = Json<Awaited<ReturnType<typeof listOutbox>>>;
