// The /time-off team view's balances (beyond the spec): timeOff.readCompany (admins and managers) on Acme; NewCo's
// manager (reviewManager) gets 404 for Acme, like the company's other time-off route.
import { ADMINS, MANAGERS, only, withOverrides, type MatrixRow } from "./types";

export const rows: MatrixRow[] = [
  {
    route: "/api/companies/[companyId]/time-off-balances",
    method: "GET",
    path: "/api/companies/acme/time-off-balances?pageSize=5",
    expect: withOverrides(only([...ADMINS, ...MANAGERS], 200), { reviewManager: 404 }),
  },
];
