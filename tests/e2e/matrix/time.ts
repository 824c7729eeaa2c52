// Time off and timesheets (spec 2 sections 2, 7): employees read and write their own (Emma is emp-emma of
// Acme; Ian, another Acme employee, gets 404 on her record), Acme's managers read and approve (time off too:
// the decision route), NewCo's manager gets 404, admins reach every record. Writes are probed with invalid bodies (400) or missing ids (404).
import { ADMINS, MANAGERS, everyone, only, withOverrides, type Caller, type MatrixRow } from "./types";

const EMPLOYEES: Caller[] = ["employee", "incompleteEmployee"];
const READERS: Caller[] = [...ADMINS, ...MANAGERS, ...EMPLOYEES];
const EMMA = { reviewManager: 404, incompleteEmployee: 404 } as const;
const emmaReaders = (status: number) => withOverrides(only(READERS, status), EMMA);
const EMMA_MONTH = "/api/timesheets/emp-emma/2026/11";

export const rows: MatrixRow[] = [
  {
    route: "/api/timeoff",
    method: "POST",
    path: "/api/timeoff",
    body: { leaveType: "nope" },
    expect: only([...ADMINS, ...EMPLOYEES], 400),
  },
  {
    route: "/api/timeoff/by-employee-id/[employeeId]/requests",
    method: "GET",
    path: "/api/timeoff/by-employee-id/emp-emma/requests?year_month=2026-11",
    expect: emmaReaders(200),
  },
  {
    route: "/api/timeoff/by-company-id/[companyId]",
    method: "GET",
    path: "/api/timeoff/by-company-id/acme?year_month=2026-11",
    expect: withOverrides(only([...ADMINS, ...MANAGERS], 200), { reviewManager: 404 }),
  },
  {
    route: "/api/timeoff/requests/[id]",
    method: "DELETE",
    path: "/api/timeoff/requests/no-such-entry",
    expect: only([...ADMINS, ...EMPLOYEES], 404),
  },
  {
    route: "/api/timeoff/requests/[id]/decision",
    method: "POST",
    path: "/api/timeoff/requests/no-such-entry/decision",
    body: { decision: "APPROVED", version: 1 },
    expect: only([...ADMINS, ...MANAGERS], 404),
  },
  {
    route: "/api/timeoff/by-employee-id/[employeeId]/balance",
    method: "GET",
    path: "/api/timeoff/by-employee-id/emp-emma/balance",
    expect: emmaReaders(200),
  },
  {
    route: "/api/timesheets/countries-format/[countryName]",
    method: "GET",
    path: "/api/timesheets/countries-format/Germany",
    expect: only(READERS, 200),
  },
  {
    route: "/api/timesheets/[employeeId]/is-allowed",
    method: "GET",
    path: "/api/timesheets/emp-emma/is-allowed",
    expect: emmaReaders(200),
  },
  { route: "/api/timesheets/[employeeId]", method: "GET", path: "/api/timesheets/emp-emma", expect: emmaReaders(200) },
  { route: "/api/timesheets/[employeeId]/[year]/[month]", method: "GET", path: EMMA_MONTH, expect: emmaReaders(200) },
  {
    route: "/api/timesheets/[employeeId]/[year]/[month]",
    method: "PATCH",
    path: EMMA_MONTH,
    body: { workingDays: "no" },
    expect: only(EMPLOYEES, 400),
  },
  {
    route: "/api/timesheets/[employeeId]/[year]/[month]/submit",
    method: "PATCH",
    path: "/api/timesheets/no-such-employee/2026/11/submit",
    expect: only(EMPLOYEES, 404),
  },
  {
    route: "/api/timesheets/[employeeId]/[year]/[month]/approve",
    method: "PATCH",
    path: "/api/timesheets/no-such-employee/2026/11/approve",
    expect: only([...ADMINS, ...MANAGERS], 404),
  },
  {
    route: "/api/timesheets/regular-working-hours/[employeeId]",
    method: "GET",
    path: "/api/timesheets/regular-working-hours/no-such-employee",
    expect: only(READERS, 404),
  },
  {
    route: "/api/timesheets/regular-working-hours/[employeeId]",
    method: "POST",
    path: "/api/timesheets/regular-working-hours/emp-emma",
    body: { workingDays: [] },
    expect: only(EMPLOYEES, 400),
  },
  {
    route: "/api/timesheets/regular-working-hours/[employeeId]",
    method: "PATCH",
    path: "/api/timesheets/regular-working-hours/emp-emma",
    body: { workingDays: [] },
    expect: only(EMPLOYEES, 400),
  },
  {
    route: "/api/timesheets/download/[employeeId]/[year]/[month]",
    method: "POST",
    path: "/api/timesheets/download/emp-emma/2026/10?format=csv",
    expect: emmaReaders(200),
  },
  {
    route: "/api/timesheets/company/[companyId]",
    method: "GET",
    path: "/api/timesheets/company/acme?yearMonth=2026-10",
    expect: withOverrides(only([...ADMINS, ...MANAGERS], 200), { reviewManager: 404 }),
  },
  // Beyond the spec: public holidays (docs/time.md). Everyone with employees reads a country's; admins manage.
  {
    route: "/api/public-holidays",
    method: "GET",
    path: "/api/public-holidays?countryCode=DE&from=2026-11-01&to=2026-11-30",
    expect: withOverrides(everyone(200), { contractor: 403 }),
  },
  {
    route: "/api/public-holidays",
    method: "POST",
    path: "/api/public-holidays",
    body: { date: "nope" },
    expect: only(ADMINS, 400),
  },
  {
    route: "/api/public-holidays/[id]",
    method: "DELETE",
    path: "/api/public-holidays/no-such-holiday",
    expect: only(ADMINS, 404),
  },
  // Leave policies: admins read every country's and save one (probed with an invalid body).
  { route: "/api/leave-policies", method: "GET", path: "/api/leave-policies", expect: only(ADMINS, 200) },
  {
    route: "/api/leave-policies/[countryCode]",
    method: "PUT",
    path: "/api/leave-policies/DE",
    body: { allowanceDays: "many" },
    expect: only(ADMINS, 400),
  },
];
