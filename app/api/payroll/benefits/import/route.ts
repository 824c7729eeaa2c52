import { created, route } from "@/lib/http/route";
import { csvImportUpload } from "@/lib/storage/upload-policy";
import { importBenefits } from "@/lib/benefits/imports/import-benefits";
import { listBenefitImports } from "@/lib/benefits/imports/list-benefit-imports";
import { ZBenefitImportListQuery } from "@/lib/benefits/imports/schema";
import { ZBenefitImportPage } from "@/lib/benefits/imports/response-schema";

// POST /payroll/benefits/import (multipart: payrollInstanceId, fileContent CSV): the benefit import summary.
export const POST = route(
  {
    permission: "benefitImports.write",
    body: "form",
    upload: () => csvImportUpload("benefit-imports"),
    summary: "Import benefit costs into a payroll instance",
  },
  async ({ actor, upload }) => created(await importBenefits(actor, upload!.fields, upload!.files[0])),
);

// GET /payroll/benefits/import (payrollInstanceId, nextPageKey): the import summaries, newest first.
export const GET = route(
  {
    permission: "benefitImports.read",
    query: ZBenefitImportListQuery,
    summary: "List benefit imports",
    response: ZBenefitImportPage,
  },
  async ({ query }) => listBenefitImports(query),
);
