// Response types of the payroll reports page for the browser (type-only: no server code reaches the client).
export type { PeriodTotals } from "@/lib/payroll/company-reports/get-period-totals";
