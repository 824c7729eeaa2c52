/** @jest-environment node */
// The payroll home's workbook list: each workbook answers its file count and its totals per currency.
import { getDb } from "@/lib/db";
import * as workbookRoute from "@/app/api/workbook/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createPayrollFixture } from "../../factories/payroll";

const db = getDb();

type Row = {
  id: string;
  fileCount: number;
  totals: { currency: string | null; total: string | null; fileCount: number }[];
};

function file(workbookId: string, total: string | null, currency: string | null) {
  return {
    workbookId,
    fileName: `f-${Math.random()}.csv`,
    country: "DE",
    payrollCycle: "CYCLE_1" as const,
    payrollPeriod: "203101",
    total,
    currency,
  };
}

it("[PAYROLL] a workbook with 2 files lists count 2 and the summed total; an empty one lists 0", async () => {
  const admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  const fx = await createPayrollFixture(db);
  const empty = await db.workbook.create({ data: { name: "Empty workbook", month: 2, year: 2031 } });
  await db.grossToNetFile.createMany({
    data: [file(fx.workbook.id, "1000.25", "EUR"), file(fx.workbook.id, "234.50", "EUR")],
  });

  const res = await call<{ items: Row[] }>(workbookRoute.GET, { path: "/api/workbook?pageSize=100", token: admin });
  expect(res.status).toBe(200);
  const row = res.body.items.find((w) => w.id === fx.workbook.id)!;
  expect(row.fileCount).toBe(2);
  expect(row.totals).toEqual([{ currency: "EUR", total: "1234.75", fileCount: 2 }]);
  const none = res.body.items.find((w) => w.id === empty.id)!;
  expect(none).toMatchObject({ fileCount: 0, totals: [] });
});

it("[PAYROLL] totals stay per currency and a file still processing counts without a total", async () => {
  const admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  const fx = await createPayrollFixture(db);
  await db.grossToNetFile.createMany({
    data: [file(fx.workbook.id, "10", "EUR"), file(fx.workbook.id, "7.5", "USD"), file(fx.workbook.id, null, null)],
  });
  const res = await call<{ items: Row[] }>(workbookRoute.GET, { path: "/api/workbook?pageSize=100", token: admin });
  const row = res.body.items.find((w) => w.id === fx.workbook.id)!;
  expect(row.fileCount).toBe(3);
  expect(row.totals).toEqual([
    { currency: "EUR", total: "10", fileCount: 1 },
    { currency: "USD", total: "7.5", fileCount: 1 },
    { currency: null, total: null, fileCount: 1 },
  ]);
});
