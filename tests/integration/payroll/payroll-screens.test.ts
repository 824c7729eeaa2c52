/** @jest-environment node */
// The payroll screens' rules through the real routes: one workbook per month (409 on the month field, both create
// routes), and a bill's variance against a period without a register (nothing to compare, no change shown).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import * as workbookRoute from "@/app/api/workbook/route";
import * as instancesRoute from "@/app/api/payroll/payroll-instances/route";
import * as completeRoute from "@/app/api/gross-to-net/complete/route";
import * as detailRoute from "@/app/api/gross-to-net/view/detail/route";
import type { VarianceSummary } from "@/lib/payroll/bill-variance-summary";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createPayrollFixture, payRegisterCsv } from "../../factories/payroll";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-payroll-screens-"));

let admin: string;
beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
});

/** A month of 2091-2100 nobody has a workbook for yet (other files share the database). */
async function freeMonth() {
  for (;;) {
    const year = 2091 + Math.floor(Math.random() * 10);
    const month = 1 + Math.floor(Math.random() * 12);
    if (!(await db.workbook.count({ where: { year, month } }))) return { year, month };
  }
}

type ErrorBody = { message: string; code: string; fieldErrors?: Record<string, string[]> };

describe("[PAYROLL] workbook per month", () => {
  it("[PAYROLL] payroll admin creates a month's workbook; a second one for that month is refused with 409 on the month", async () => {
    const { year, month } = await freeMonth();
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", {
      month: "long",
      timeZone: "UTC",
    });
    const first = await call<{ data: { id: string } }>(workbookRoute.POST, {
      method: "POST",
      path: "/api/workbook",
      token: admin,
      json: { name: "First", month, year },
    });
    expect(first.status).toBe(201);
    const message = `A workbook for ${monthName} ${year} already exists.`;
    for (const [handler, p] of [
      [workbookRoute.POST, "/api/workbook"],
      [instancesRoute.POST, "/api/payroll/payroll-instances"],
    ] as const) {
      const again = await call<ErrorBody>(handler, {
        method: "POST",
        path: p,
        token: admin,
        json: { name: "Second", month, year },
      });
      expect({ p, status: again.status, code: again.body.code, message: again.body.message }).toEqual({
        p,
        status: 409,
        code: "CONFLICT",
        message,
      });
      expect(again.body.fieldErrors).toEqual({ month: [message] });
    }
    expect(await db.workbook.findMany({ where: { year, month }, select: { id: true } })).toEqual([
      { id: first.body.data.id },
    ]);
    // The next month is still free.
    const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
    if (!(await db.workbook.count({ where: next }))) {
      const ok = await call(workbookRoute.POST, {
        method: "POST",
        path: "/api/workbook",
        token: admin,
        json: { name: "Next", ...next },
      });
      expect(ok.status).toBe(201);
    }
  });

  it("[PAYROLL] two concurrent creates of one month make one workbook; the other is refused", async () => {
    const { year, month } = await freeMonth();
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        call(workbookRoute.POST, {
          method: "POST",
          path: "/api/workbook",
          token: admin,
          json: { name: `C${i}`, month, year },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await db.workbook.count({ where: { year, month } })).toBe(1);
  });
});

describe("[PAYROLL] bill variance without a previous register", () => {
  type Fixture = Awaited<ReturnType<typeof createPayrollFixture>>;
  async function readyReport(fx: Fixture, rows: (string | number)[][], period: string) {
    const form = new FormData();
    form.append("fileContent", new File([payRegisterCsv(rows)], "r.csv", { type: "text/csv" }));
    const fields = {
      source: "MANUAL",
      payrollPeriod: period,
      payrollCycle: "CYCLE_1",
      fileType: "PAY_REGISTER",
      country: fx.country,
      lspId: fx.lsp.id,
      legalEntityId: fx.legalEntity.id,
      workbookId: fx.workbook.id,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await call<{ items: { id: string }[] }>(completeRoute.POST, {
      method: "POST",
      path: "/api/gross-to-net/complete",
      token: admin,
      form,
    });
    expect(res.status).toBe(201);
    expect(await processGrossToNetFile(res.body.items[0].id)).toBe("DUPLICATES_CHECKED");
  }
  const detail = (fx: Fixture, period: string, vs: { year: number; month: number }) =>
    call<{ varianceSummary: VarianceSummary }>(detailRoute.GET, {
      path: `/api/gross-to-net/view/detail?country=${fx.country}&lspId=${fx.lsp.id}&payrollCycle=CYCLE_1&payrollPeriod=${period}&varianceYear=${vs.year}&varianceMonth=${vs.month}&variancePayrollCycle=CYCLE_1`,
      token: admin,
    });

  it("[PAYROLL] payroll admin reads the variance against a month with no register: nothing to compare, not +100%", async () => {
    const fx = await createPayrollFixture(db, { period: "203106" });
    await readyReport(fx, [["N1", "Nora", "New", "Base Salary", "1000"]], "203106");
    const none = await detail(fx, "203106", { year: 2031, month: 5 });
    expect(none.status).toBe(200);
    expect(none.body.varianceSummary.map((s) => s.hasPrevious)).toEqual([false]);

    // With a register for the previous month the comparison is there.
    await readyReport(fx, [["N1", "Nora", "New", "Base Salary", "800"]], "203105");
    const some = await detail(fx, "203106", { year: 2031, month: 5 });
    expect(some.body.varianceSummary.map((s) => s.hasPrevious)).toEqual([true]);
    const salary = some.body.varianceSummary[0].categories.find((c) => c.category === "salary")!;
    expect([salary.previous, salary.change]).toEqual(["800.00", "200.00"]);
  });
});
