import { route } from "@/lib/http/route";
import { ZPreviewQuery } from "@/lib/payroll/schema";
import { previewSummaries } from "@/lib/payroll/preview-summaries";

export const GET = route({ permission: "payReports.read", query: ZPreviewQuery }, ({ query }) =>
  previewSummaries(query.dataFrameIds),
);
