// Response types of the payroll reports page for the browser (type-only: no server code reaches the client).
export type { PeriodTotals, ReportMonth } from "@/lib/payroll/company-reports/report-months";
