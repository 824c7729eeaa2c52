import { z } from "zod";
import { route } from "@/lib/http/route";
import { getWorkbook } from "@/lib/payroll/get-workbook";

export const GET = route({ permission: "workbooks.read", params: z.object({ id: z.string().min(1) }) }, ({ params }) =>
  getWorkbook(params.id),
);
