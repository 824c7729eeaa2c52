import { z } from "zod";
import { route } from "@/lib/http/route";
import { downloadDataExport } from "@/lib/data-export/download-export";

const ZParams = z.object({ employeeId: z.string().min(1).max(64), exportId: z.string().min(1).max(64) });
const ZQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  signature: z.string().max(128),
});

// The expiring signed link: the signature is the authorisation, so it works when copied to another browser.
export const GET = route(
  { auth: "public", params: ZParams, query: ZQuery, summary: "Download a data export (signed link)" },
  ({ params, query }) => downloadDataExport(params.employeeId, params.exportId, query.expires, query.signature),
);
