import { route } from "@/lib/http/route";
import { downloadEmployeeRecord } from "@/lib/payslips/records/build-employee-record";
import { ZPayslipEmployeeParams } from "@/lib/payslips/schema";

// The signed-in employee's own signed record (contract, payslips, letters, manifest.json and manifest.sig) as a
// streamed ZIP, checked offline by the payroll packs' verifier; anyone else's id is 404. Audited on each download.
export const GET = route(
  {
    permission: "payslips.read",
    params: ZPayslipEmployeeParams,
    summary: "Download the employee's own signed record (ZIP)",
  },
  ({ actor, params }) => downloadEmployeeRecord(actor, params.employeeId),
);
