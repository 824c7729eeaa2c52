import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteGrossToNet } from "@/lib/payroll/delete-gross-to-net";
import { getGrossToNet } from "@/lib/payroll/get-gross-to-net";
import { ZPayReportDetail } from "@/lib/payroll/response-schema";

const ZParams = z.object({ id: z.string().min(1) });

export const GET = route({ permission: "payReports.read", params: ZParams, response: ZPayReportDetail }, ({ params }) =>
  getGrossToNet(params.id),
);
export const DELETE = route({ permission: "payReports.delete", params: ZParams }, ({ actor, params }) =>
  deleteGrossToNet(actor, params.id),
);
