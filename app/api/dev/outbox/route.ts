// The admins' dev mail viewer: messages kept in the outbox (all of them when no SMTP server is configured).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZPage } from "@/lib/http/paging";
import { listOutbox } from "@/lib/mail/outbox";

const ZOutboxQuery = z.object({ ...ZPage(20, 100), to: z.string().max(200).optional() });

export const GET = route({ permission: "outbox.read", query: ZOutboxQuery }, ({ query }) =>
  listOutbox(query, query.to),
);
