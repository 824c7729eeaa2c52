import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/companies/schema";
import { ZTeamBalancesQuery } from "@/lib/time-off/schema";
import { ZTeamBalancesPage } from "@/lib/time-off/response-schema";
import { listTeamBalances } from "@/lib/time-off/list-team-balances";

// Beyond the spec: the /time-off team view, each employee's holiday balance this year, keyset pages by name.
export const GET = route(
  {
    permission: "timeOff.readCompany",
    params: ZCompanyParams,
    query: ZTeamBalancesQuery,
    response: ZTeamBalancesPage,
    summary: "A company's holiday balances, one page by name with its totals",
  },
  ({ actor, params, query }) => listTeamBalances(actor, params.companyId, query),
);
