// Finance (spec 2 sections 2, 7): invoice logs, invoices, billing items and payments are finance admins'
// (billing items also payroll admins'); balances are finance admins' and managers' with the finance scope or
// super-manager of their own company (NewCo's reviewManager gets 404 on Acme). Writes are probed with invalid
// bodies (400 after authorization) or unknown ids (404), so nothing changes.
import { only, withOverrides, type MatrixRow } from "./types";

const FIN = only(["financeAdmin"], 200);
const finBad = only(["financeAdmin"], 400);
const balances = (status: number) =>
  withOverrides(only(["financeAdmin", "superManager"], status), { reviewManager: 404 });
const B = "/api/invoice-reports/companies/acme";

export const rows: MatrixRow[] = [
  {
    route: "/api/payroll/invoices/parse-employees-costs",
    method: "POST",
    path: "/api/payroll/invoices/parse-employees-costs",
    form: { lspId: "" },
    expect: finBad,
  },
  { route: "/api/payroll/invoice-logs", method: "POST", path: "/api/payroll/invoice-logs", body: {}, expect: FIN },
  {
    route: "/api/payroll/invoice-logs",
    method: "POST",
    path: "/api/payroll/invoice-logs",
    body: { currency: "XYZ" },
    expect: finBad,
  },
  {
    route: "/api/payroll/invoice-logs/export",
    method: "POST",
    path: "/api/payroll/invoice-logs/export",
    body: { statuses: ["NOPE"] },
    expect: finBad,
  },
  {
    route: "/api/payroll/invoice-logs/export-invoice-report",
    method: "POST",
    path: "/api/payroll/invoice-logs/export-invoice-report",
    body: { invoiceLogIds: [] },
    expect: finBad,
  },
  {
    route: "/api/invoice-reports/companies/[companyId]/balances",
    method: "GET",
    path: `${B}/balances`,
    expect: balances(200),
  },
  {
    route: "/api/invoice-reports/companies/[companyId]/balances/status",
    method: "GET",
    path: `${B}/balances/status`,
    expect: balances(200),
  },
  {
    route: "/api/invoice-reports/companies/[companyId]/count",
    method: "GET",
    path: `${B}/count`,
    expect: balances(200),
  },
  {
    route: "/api/invoice-reports/companies/[companyId]/transaction-balances/download",
    method: "GET",
    path: `${B}/transaction-balances/download?currency=EUR&from_date=2026-01-01&to_date=2026-02-01`,
    expect: balances(200),
  },
  {
    route: "/api/invoice-reports/companies/[companyId]/invoices",
    method: "GET",
    path: `${B}/invoices?sort=amount&dir=asc`,
    expect: balances(200),
  },
  {
    route: "/api/invoice-reports/companies/[companyId]/invoices/[invoiceNumber]/download",
    method: "GET",
    path: `${B}/invoices/NO-SUCH-INVOICE/download`,
    expect: balances(404),
  },
  {
    route: "/api/invoice-reports/companies/[companyId]/reconciliation",
    method: "GET",
    path: `${B}/reconciliation`,
    expect: balances(200),
  },
  { route: "/api/payroll/invoices", method: "POST", path: "/api/payroll/invoices", body: {}, expect: finBad },
  {
    route: "/api/payroll/invoices/[invoiceId]",
    method: "DELETE",
    path: "/api/payroll/invoices/no-such-invoice",
    expect: only(["financeAdmin"], 404),
  },
  {
    route: "/api/payroll/benefits-invoice",
    method: "POST",
    path: "/api/payroll/benefits-invoice",
    body: {},
    expect: finBad,
  },
  {
    route: "/api/payroll/billing-items",
    method: "GET",
    path: "/api/payroll/billing-items?view=lsp",
    expect: only(["financeAdmin", "payrollAdmin"], 200),
  },
  {
    route: "/api/payroll/billing-items/paginated",
    method: "GET",
    path: "/api/payroll/billing-items/paginated",
    expect: only(["financeAdmin", "payrollAdmin"], 200),
  },
  {
    route: "/api/payroll/billing-items/employee/[employeeId]",
    method: "GET",
    path: "/api/payroll/billing-items/employee/no-such-employee",
    expect: only(["financeAdmin", "payrollAdmin"], 404),
  },
  {
    route: "/api/payroll/billing-items/export",
    method: "POST",
    path: "/api/payroll/billing-items/export",
    body: { payrollPeriod: "2026-01" },
    expect: finBad,
  },
  {
    route: "/api/payments/export",
    method: "POST",
    path: "/api/payments/export",
    body: { currency: "XYZ" },
    expect: finBad,
  },
  { route: "/api/payments/vendors", method: "GET", path: "/api/payments/vendors", expect: FIN },
  {
    route: "/api/payments/vendors/[id]",
    method: "PATCH",
    path: "/api/payments/vendors/no-such-vendor",
    body: {},
    expect: finBad,
  },
  {
    route: "/api/payments/vendors/entities/lsp",
    method: "GET",
    path: "/api/payments/vendors/entities/lsp?entity-id-list[]=euroemploy",
    expect: FIN,
  },
  { route: "/api/invoices/customers", method: "GET", path: "/api/invoices/customers", expect: FIN },
];
