import { route } from "@/lib/http/route";
import { ZGlobalSearchQuery, ZGlobalSearchResponse } from "@/lib/search/search-schema";
import { globalSearch } from "@/lib/search/global-search";

// The header's global search: people, companies and pay reports whose name contains every word of q (accents
// and case aside), at most 8 of each. Each kind needs its list permission (employees.list, companies.read,
// payroll.access) and keeps its tenancy; a caller with none of them gets 403.
export const GET = route(
  {
    permission: "account.read",
    query: ZGlobalSearchQuery,
    summary: "Search people, companies and pay reports",
    response: ZGlobalSearchResponse,
  },
  ({ actor, query }) => globalSearch(actor, query.q),
);
