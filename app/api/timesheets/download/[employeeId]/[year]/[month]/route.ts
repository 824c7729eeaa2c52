import { z } from "zod";
import { route } from "@/lib/http/route";
import { yearMonthOf, ZTimesheetParams } from "@/lib/timesheets/schema";
import { exportTimesheetMonth } from "@/lib/timesheets/export-month";

const ZQuery = z.object({ format: z.enum(["pdf", "csv"]).default("pdf") });

// POST /timesheets/download/{employeeId}/{year}/{month}?format=pdf|csv: the month as a file.
export const POST = route(
  { permission: "timesheets.read", params: ZTimesheetParams, query: ZQuery, summary: "Download a month" },
  async ({ actor, params, query }) => {
    const file = await exportTimesheetMonth(
      actor,
      params.employeeId,
      yearMonthOf(params.year, params.month),
      query.format,
    );
    return new Response(file.body as BodyInit, {
      headers: {
        "content-type": file.contentType,
        "content-disposition": `attachment; filename="${file.fileName}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
