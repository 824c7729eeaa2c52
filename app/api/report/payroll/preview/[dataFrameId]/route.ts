import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZPreviewPageQuery } from "@/lib/payroll/schema";
import { previewPage } from "@/lib/payroll/preview-page";
import { ZPreviewPage } from "@/lib/payroll/response-schema";

const ZParams = z.object({ dataFrameId: z.string().min(1) });

export const GET = route(
  { permission: "payReports.read", params: ZParams, query: ZPreviewPageQuery, response: ZPreviewPage },
  ({ params, query }) => previewPage(params.dataFrameId, query),
);
