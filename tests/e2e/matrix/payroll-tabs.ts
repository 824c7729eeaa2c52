// Payroll tabs (spec 2 section 2, spec 3 sections 2, 7): FX rates (staff and managers read), cutoff reports
// (payroll and operator admins), provider ids and taxonomy updates (payroll admins), payroll instances (the
// workbook service: the payroll area reads, payroll admins act). Writes are probed with invalid bodies (400)
// or missing ids (404), so nothing changes.
import { MANAGERS, only, PAYROLL_AREA, STAFF, type MatrixRow } from "./types";

const PAYROLL = ["payrollAdmin"] as const;
const CUTOFF = ["payrollAdmin", "opAdmin"] as const;
const FX = [...STAFF, ...MANAGERS];

const BENEFIT_IMPORT = ["payrollAdmin", "benefitsAdmin"] as const;

export const rows: MatrixRow[] = [
  {
    route: "/api/payroll/benefits/import",
    method: "POST",
    path: "/api/payroll/benefits/import",
    form: { payrollInstanceId: "" },
    expect: only([...BENEFIT_IMPORT], 400),
  },
  {
    route: "/api/payroll/benefits/import",
    method: "GET",
    path: "/api/payroll/benefits/import",
    expect: only([...BENEFIT_IMPORT, "benefitsSpecialist"], 200),
  },
  {
    route: "/api/payroll/benefits/import/client/[clientId]",
    method: "GET",
    path: "/api/payroll/benefits/import/client/acme",
    expect: only([...BENEFIT_IMPORT, "benefitsSpecialist"], 200),
  },
  {
    route: "/api/payroll/fx-exchange-rates",
    method: "GET",
    path: "/api/payroll/fx-exchange-rates?fromCurrency=EUR",
    expect: only(FX, 200),
  },
  {
    route: "/api/payroll/fx-exchange-rates/export-to-csv",
    method: "GET",
    path: "/api/payroll/fx-exchange-rates/export-to-csv?fromCurrency=EUR",
    expect: only(FX, 200),
  },
  { route: "/api/cutoff-reports", method: "GET", path: "/api/cutoff-reports", expect: only([...CUTOFF], 200) },
  { route: "/api/reports", method: "GET", path: "/api/reports?page=1&per_page=50", expect: only([...CUTOFF], 200) },
  {
    route: "/api/reports/[reportId]",
    method: "GET",
    path: "/api/reports/no-such-report",
    expect: only([...CUTOFF], 404),
  },
  { route: "/api/report-filters", method: "GET", path: "/api/report-filters", expect: only([...CUTOFF], 200) },
  {
    route: "/api/cutoff-reports/filters",
    method: "GET",
    path: "/api/cutoff-reports/filters",
    expect: only([...CUTOFF], 200),
  },
  {
    route: "/api/cutoff-reports/[id]/download",
    method: "GET",
    path: "/api/cutoff-reports/no-such-report/download",
    expect: only([...CUTOFF], 404),
  },
  {
    route: "/api/payroll-id",
    method: "POST",
    path: "/api/payroll-id",
    form: { type: "PAYROLL_ID" },
    expect: only([...PAYROLL], 400),
  },
  {
    route: "/api/payroll-id/template",
    method: "POST",
    path: "/api/payroll-id/template",
    expect: only([...PAYROLL], 200),
  },
  {
    route: "/api/taxonomies-update-job",
    method: "GET",
    path: "/api/taxonomies-update-job",
    expect: only([...PAYROLL], 200),
  },
  {
    route: "/api/taxonomies-update-job",
    method: "POST",
    path: "/api/taxonomies-update-job",
    body: {},
    expect: only([...PAYROLL], 400),
  },
  { route: "/api/taxonomies/le-conf", method: "GET", path: "/api/taxonomies/le-conf", expect: only([...PAYROLL], 200) },
  {
    // The upload dialog's known concepts: whoever uploads pay reports (payReports.upload).
    route: "/api/payroll/taxonomy-concepts",
    method: "GET",
    path: "/api/payroll/taxonomy-concepts?country=DE&lspId=euroemploy",
    expect: only([...PAYROLL], 200),
  },
  {
    route: "/api/payroll/payroll-instances",
    method: "GET",
    path: "/api/payroll/payroll-instances",
    expect: only(PAYROLL_AREA, 200),
  },
  {
    route: "/api/payroll/payroll-instances",
    method: "POST",
    path: "/api/payroll/payroll-instances",
    body: {},
    expect: only([...PAYROLL], 400),
  },
  {
    route: "/api/payroll/payroll-instances/[id]",
    method: "GET",
    path: "/api/payroll/payroll-instances/no-such-workbook",
    expect: only(PAYROLL_AREA, 404),
  },
  ...(["validate", "generate"] as const).map((action): MatrixRow => ({
    route: `/api/payroll/payroll-instances/[id]/${action}`,
    method: "POST",
    path: `/api/payroll/payroll-instances/no-such-workbook/${action}`,
    expect: only([...PAYROLL], 404),
  })),
  {
    route: "/api/payroll/payroll-instances/[id]/export",
    method: "POST",
    path: "/api/payroll/payroll-instances/no-such-workbook/export",
    expect: only(PAYROLL_AREA, 404),
  },
  {
    route: "/api/payroll/workbook/import",
    method: "POST",
    path: "/api/payroll/workbook/import",
    form: { type: "WORKBOOK" },
    expect: only([...PAYROLL], 400),
  },
];
