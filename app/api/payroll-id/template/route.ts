import { Readable } from "node:stream";
import { route } from "@/lib/http/route";
import { buildProviderIdTemplate } from "@/lib/lsps/provider-ids/build-template";

// POST /payroll-id/template: the provider-ID CSV template (answer csv).
export const POST = route({ permission: "providerIds.upload" }, async ({ actor }) => {
  return new Response(Readable.toWeb(buildProviderIdTemplate(actor)) as unknown as ReadableStream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="provider-ids-template.csv"',
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
