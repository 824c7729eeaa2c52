import { z } from "zod";
import { route } from "@/lib/http/route";
import { getCountryFormat } from "@/lib/timesheets/country-format";

const ZParams = z.object({ countryName: z.string().trim().min(2).max(80) });

// GET /timesheets/countries-format/{countryName}: SIMPLE or MEDIUM.
export const GET = route(
  { permission: "timesheets.read", params: ZParams, summary: "A country's timesheet format" },
  ({ params }) => getCountryFormat(params.countryName),
);
