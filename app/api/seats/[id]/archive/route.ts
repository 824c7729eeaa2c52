import { route } from "@/lib/http/route";
import { ZArchiveSeatForm, ZIdParams } from "@/lib/hiring/schema";
import { archiveSeat } from "@/lib/hiring/archive-seat";

// Archive (reason + typed ARCHIVE) or Change Country (typed CHANGE COUNTRY: archives and creates a new seat).
export const POST = route(
  { permission: "seats.archive", params: ZIdParams, body: ZArchiveSeatForm },
  async ({ actor, params, body }) => ({
    data: await archiveSeat(actor, params.id, body),
  }),
);
