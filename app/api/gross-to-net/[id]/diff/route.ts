import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZDiffQuery, ZPayReportDiff } from "@/lib/payroll/versions/schema";
import { diffVersions } from "@/lib/payroll/versions/diff-versions";

const ZParams = z.object({ id: z.string().min(1) });

// Issue 27: per employee and category, what changed from `against` (default: the version this one corrects).
export const GET = route(
  {
    permission: "payReports.read",
    params: ZParams,
    query: ZDiffQuery,
    response: ZPayReportDiff,
    summary: "What changed per employee and category between two versions of a pay report",
  },
  ({ params, query }) => diffVersions(params.id, query.against),
);
