import { z } from "zod";
import { route } from "@/lib/http/route";
import { listLsps } from "@/lib/lsps/list-lsps";
import { ZLspPage } from "@/lib/lsps/response-schema";

const ZQuery = z.object({
  nextPageKey: z.string().max(64).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});

// GET /api/local-service-providers: the LSP list (an LSP user gets only their own).
export const GET = route({ permission: "lsps.list", query: ZQuery, response: ZLspPage }, ({ actor, query }) =>
  listLsps(actor, { after: query.nextPageKey, pageSize: query.pageSize }),
);
