import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteGrossToNet, getGrossToNet } from "@/lib/payroll/service";

const ZParams = z.object({ id: z.string().min(1) });

export const GET = route({ permission: "payReports.read", params: ZParams }, ({ params }) => getGrossToNet(params.id));
export const DELETE = route({ permission: "payReports.delete", params: ZParams }, ({ actor, params }) =>
  deleteGrossToNet(actor, params.id),
);
