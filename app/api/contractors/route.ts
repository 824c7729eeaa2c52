import { created, route } from "@/lib/http/route";
import { isFeatureOn } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { ZContractorListQuery, ZCreateContractor } from "@/lib/contractors/schema";
import { listContractors } from "@/lib/contractors/list-contractors";
import { createContractor } from "@/lib/contractors/create-contractor";
import { ZContractorPage } from "@/lib/contractors/response-schema";

export const GET = route(
  {
    permission: "contractors.read",
    query: ZContractorListQuery,
    summary: "Contractors (keyset paged, searchable)",
    response: ZContractorPage,
  },
  ({ actor, query }) => listContractors(actor, query),
);

// Behind the add-contractor flag (spec 1 section 9: off by default).
export const POST = route(
  { permission: "contractors.create", body: ZCreateContractor, summary: "Add a contractor" },
  async ({ actor, body }) => {
    if (!isFeatureOn("addContractorHire")) throw new AppError("NOT_FOUND");
    return created(await createContractor(actor, body));
  },
);
