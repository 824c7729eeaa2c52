import { route } from "@/lib/http/route";
import { listLetterQueue } from "@/lib/letters/list-letter-queue";
import { ZLetterPage, ZLetterQueueQuery } from "@/lib/letters/schema";

// The letters a decider reaches (platform admins: all; an LSP user: their provider's employees'), paged.
export const GET = route(
  {
    permission: "letters.decide",
    query: ZLetterQueueQuery,
    response: ZLetterPage,
    summary: "Employment letters to decide on",
  },
  ({ actor, query }) => listLetterQueue(actor, query),
);
