// Everything the /time-off page shows, with what the caller may do there (the page and its parts read these
// flags and each row's `actions`, never can()). Two views (spec 2 section 2 'Timesheets, time off'):
// - employee: their own entries of the month, their holiday balance, 'Add time off' (with the country and region
//   whose public holidays the form names in the chosen range);
// - company (managers and admins): a company's time off (?companyId=, or one employee's with ?employeeId=),
//   that employee's balance when filtered, and beyond the spec the requests waiting for their decision.
// A record the caller cannot reach throws NOT_FOUND (the page answers 404).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { listReachableCompanies } from "@/lib/companies/list-reachable-companies";
import { getEmployeeSummary } from "@/lib/employees/get-employee-summary";
import type { TimeOffListDto } from "@/lib/time-off/dto";
import { getLeaveBalance } from "@/lib/time-off/get-time-off-balance";
import { listPendingTimeOff, type PendingTimeOffDto } from "@/lib/time-off/list-pending-time-off";
import { listCompanyTimeOff, listEmployeeTimeOff } from "@/lib/time-off/list-time-off";
import { ownEmployee } from "@/lib/time-off/own-employee";
import type { TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { todayUtc } from "@/lib/time-off/working-days";

export type TimeOffPageData =
  | { mode: "none" }
  | {
      mode: "employee";
      employeeId: string;
      month: string;
      list: TimeOffListDto;
      balance: TimeOffBalanceDto;
      /** Whose public holidays the booking form lists (GET /api/public-holidays), and their weekend. */
      holidayCalendar: { countryCode: string; region: string | null; weekendDays: number[] };
      actions: { canBook: boolean };
    }
  | {
      mode: "company";
      companyId: string | null;
      companies: { id: string; name: string }[];
      /** Only this employee's time off (?employeeId=), else the whole company's. */
      employee: { id: string; name: string } | null;
      month: string;
      list: TimeOffListDto | null;
      balance: TimeOffBalanceDto | null;
      /** The team view of the company shown (not with one employee's filter): each employee's holiday balance of
       *  the year, which the screen reads page by page (GET /api/companies/{companyId}/time-off-balances). */
      team?: { companyId: string; year: number } | null;
      /** Beyond the spec: requests waiting for the caller's decision; null when they decide none. */
      pending: PendingTimeOffDto | null;
      actions: { canDecide: boolean };
    };

export async function loadTimeOffPage(
  actor: Actor,
  query: { month: string; companyId?: string; employeeId?: string },
): Promise<TimeOffPageData> {
  const { month } = query;
  if (can(actor, "timeOff.readCompany")) {
    const employee = query.employeeId ? await getEmployeeSummary(actor, query.employeeId) : null;
    const companyId = employee?.companyId ?? query.companyId ?? actor.companyId;
    const canDecide = can(actor, "timeOff.decide");
    const [companies, list, balance, pending] = await Promise.all([
      listReachableCompanies(actor),
      employee
        ? listEmployeeTimeOff(actor, employee.id, month)
        : companyId
          ? listCompanyTimeOff(actor, companyId, month)
          : null,
      employee ? getLeaveBalance(actor, employee.id) : null,
      canDecide ? listPendingTimeOff(actor, companyId) : null,
    ]);
    return {
      mode: "company",
      companyId: companyId ?? null,
      companies,
      employee: employee ? { id: employee.id, name: employee.name } : null,
      month,
      list,
      balance,
      pending,
      team: !employee && companyId ? { companyId, year: todayUtc().getUTCFullYear() } : null,
      actions: { canDecide },
    };
  }
  const own = await ownEmployee(actor);
  if (!own) return { mode: "none" };
  const [list, balance] = await Promise.all([
    listEmployeeTimeOff(actor, own.id, month),
    getLeaveBalance(actor, own.id),
  ]);
  return {
    mode: "employee",
    employeeId: own.id,
    month,
    list,
    balance,
    holidayCalendar: { countryCode: own.countryCode, region: own.region, weekendDays: own.country.weekendDays },
    actions: { canBook: can(actor, "timeOff.write") },
  };
}
