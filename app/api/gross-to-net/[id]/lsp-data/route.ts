import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZLspData } from "@/lib/payroll/schema";
import { putLspData } from "@/lib/payroll/put-lsp-data";

const ZParams = z.object({ id: z.string().min(1) });

// PUT /gross-to-net/{gtnId}/lsp-data (the folder is [id] so it does not clash with /gross-to-net/[id]).
export const PUT = route(
  { permission: "payReports.lspData", params: ZParams, body: ZLspData },
  ({ actor, params, body }) => putLspData(actor, params.id, body),
);
