// The dev mail viewer: messages kept in the outbox. A development aid, answering 404 unless DEV_MAIL_VIEWER=true
// (and never when SMTP is configured): it shows live password links.
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { ZPage } from "@/lib/http/paging";
import { isDevMailViewerOn, listOutbox } from "@/lib/mail/outbox";
import { ZOutboxPage } from "@/lib/mail/response-schema";

const ZOutboxQuery = z.object({ ...ZPage(20, 100), to: z.string().max(200).optional() });

export const GET = route({ permission: "outbox.read", query: ZOutboxQuery, response: ZOutboxPage }, ({ query }) => {
  if (!isDevMailViewerOn()) throw new AppError("NOT_FOUND");
  return listOutbox(query, query.to);
});
