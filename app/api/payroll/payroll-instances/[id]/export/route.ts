import { Readable } from "node:stream";
import { route } from "@/lib/http/route";
import { ZPayrollInstanceParams } from "@/lib/payroll/instances/schema";
import { exportPayrollInstance } from "@/lib/payroll/instances/export-payroll-instance";

// POST /payroll/payroll-instances/{id}/export: the workbook's pay reports as a streamed zip.
export const POST = route({ permission: "payReports.export", params: ZPayrollInstanceParams }, async ({ params }) => {
  const { stream, fileName } = await exportPayrollInstance(params.id);
  return new Response(Readable.toWeb(stream) as unknown as ReadableStream, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
});
