// The payslips in a client company's signed pack of a published report: one PDF per employee of the company in the
// report (payslips/<name>_<employee id>.pdf), read set-based and rendered on every core
// (period-payslip-documents.ts, render-payslips.ts), so a 100,000-employee period is built in minutes with flat
// memory. The pack reaches who may read these payslips: payroll admins, and the company's managers with
// company-wide payroll rights (lib/payroll/packs/pack-access.ts). A payslip that cannot be rendered is left out and
// named with its reason in the manifest; the others stand.
import type { CompanyPackFiles } from "@/lib/payroll/packs/build-company-packs";
import { periodPayslipDocuments } from "@/lib/payslips/period-payslip-documents";
import { renderPayslips } from "@/lib/payslips/render-payslips";

/** The payslip's file name in the pack: readable, and unique by the employee's id. */
export const packPayslipName = (employee: { id: string; name: string }) =>
  `payslips/${
    employee.name
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "employee"
  }_${employee.id}.pdf`;

export const companyPackPayslips: CompanyPackFiles = async function* (report, company, omit) {
  for await (const rendered of renderPayslips(periodPayslipDocuments(report.id, { companyId: company.id }))) {
    const name = packPayslipName(rendered.doc.employee);
    if ("error" in rendered) omit(name, rendered.error);
    else {
      const pdf = Buffer.from(rendered.pdf.buffer, rendered.pdf.byteOffset, rendered.pdf.byteLength);
      yield { name, open: () => pdf };
    }
  }
};
