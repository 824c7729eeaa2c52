/** @jest-environment node */
// [PAYROLL] the payroll instance's data-frame and country-detail pages read through their use cases: a file of
// another instance is not found; the country page groups the instance's files into LSP bills with counts.
import { getDb } from "@/lib/db";
import { getDataFrame } from "@/lib/payroll/get-data-frame";
import { getCountryDetail } from "@/lib/payroll/get-country-detail";
import { createPayrollFixture } from "../../factories/payroll";
import { createPayReport } from "../../factories/payroll-reports";
import { createEmployee } from "../../factories/employees";

const db = getDb();

describe("[PAYROLL] payroll instance data-frame and country pages", () => {
  it("payroll admin opens a data frame and the country detail of an instance", async () => {
    const fx = await createPayrollFixture(db, { country: "DE", period: "203104" });
    const other = await db.workbook.create({ data: { name: "Other WB", month: 4, year: 2031 } });
    const a = (await createEmployee(db, { firstName: "Ada", lastName: "Frame" })).employee;
    const b = (await createEmployee(db, { firstName: "Bo", lastName: "Frame" })).employee;
    const one = await createPayReport(db, {
      period: "203104",
      status: "SPECIALIST_APPROVED",
      employees: [
        { employeeId: a.id, salary: "100" },
        { employeeId: b.id, salary: "200" },
      ],
    });
    const two = await createPayReport(db, { period: "203104", cycle: "OFF_CYCLE", employees: [{ employeeId: a.id }] });
    const elsewhere = await createPayReport(db, { period: "203104", employees: [{ employeeId: b.id }] });
    await db.grossToNetFile.updateMany({
      where: { id: { in: [one.id, two.id] } },
      data: { workbookId: fx.workbook.id, lspId: fx.lsp.id },
    });
    await db.grossToNetFile.update({ where: { id: elsewhere.id }, data: { workbookId: other.id } });
    await db.dataProcessingError.create({ data: { grossToNetId: one.id, message: "Unknown concept X", rowNumber: 3 } });

    const frame = await getDataFrame(fx.workbook.id, one.id);
    expect(frame.file.fileName).toBe(one.fileName);
    expect(frame.employeeCount).toBe(2);
    expect(frame.errors).toEqual(["Unknown concept X"]);
    await expect(getDataFrame(fx.workbook.id, elsewhere.id)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const detail = await getCountryDetail(fx.workbook.id, "de");
    expect(detail.country.code).toBe("DE");
    expect(detail.files.map((f) => f.id).sort()).toEqual([one.id, two.id].sort());
    expect(detail.bills.map((b) => [b.lspId, b.payrollCycle, b.fileIds.length]).sort()).toEqual([
      [fx.lsp.id, "CYCLE_1", 1],
      [fx.lsp.id, "OFF_CYCLE", 1],
    ]);
    await expect(getCountryDetail(fx.workbook.id, "ZZ")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
