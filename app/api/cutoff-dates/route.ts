import { route } from "@/lib/http/route";
import { ZCutoffDatesQuery } from "@/lib/payroll/cutoffs/schema";
import { listCutoffDates } from "@/lib/payroll/cutoffs/list-cutoff-dates";

// The cutoff calendar from baseDate (default today); the first date is the 'Next cutoff date'.
export const GET = route({ permission: "cutoffDates.read", query: ZCutoffDatesQuery }, ({ query }) =>
  listCutoffDates(query),
);
