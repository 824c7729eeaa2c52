/** @jest-environment node */
// GET /api/gross-to-net pages with a keyset cursor (platform issue: list performance): walking the pages of a
// workbook returns every file exactly once, newest first, even when several files share a createdAt; the
// filters apply on every page; a malformed cursor is a 400 naming the field.
import * as listRoute from "@/app/api/gross-to-net/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createPayrollFixture } from "../../factories/payroll";

const db = getDb();
type Page = { items: { id: string; createdAt: string; processingStatus: string }[]; nextCursor: string | null };

async function walk(token: string, query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const res: { status: number; body: Page } = await call<Page>(listRoute.GET, {
      path: `/api/gross-to-net?${query}&pageSize=7${cursor ? `&cursor=${cursor}` : ""}`,
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(7);
    ids.push(...res.body.items.map((i) => i.id));
    cursor = res.body.nextCursor;
    if (!cursor) return { ids, pages: pages + 1 };
  }
  throw new Error("the cursor never ended");
}

describe("[PAYROLL] GET /api/gross-to-net keyset paging", () => {
  it("returns each file once across pages, newest first, with ties on createdAt", async () => {
    const fixture = await createPayrollFixture(db);
    const base = Date.UTC(2031, 0, 1);
    // 30 files: three share each timestamp, so only the id orders them.
    const files = Array.from({ length: 30 }, (_, i) => ({
      id: `keyset-${uniqueSuffix()}-${String(i).padStart(2, "0")}`,
      fileName: `register-${i}.csv`,
      country: fixture.country,
      payrollCycle: "CYCLE_1" as const,
      payrollPeriod: fixture.period,
      processingStatus: i % 5 === 0 ? ("ERROR" as const) : ("PUBLISHED" as const),
      workbookId: fixture.workbook.id,
      lspId: fixture.lsp.id,
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    }));
    await db.grossToNetFile.createMany({ data: files });
    const token = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);

    const all = await walk(token, `workbookId=${fixture.workbook.id}`);
    const expected = [...files]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((f) => f.id);
    expect(all.ids).toEqual(expected);
    expect(new Set(all.ids).size).toBe(30);
    expect(all.pages).toBe(5); // 7 + 7 + 7 + 7 + 2

    const errors = await walk(token, `workbookId=${fixture.workbook.id}&processingStatus=ERROR`);
    expect(errors.ids.sort()).toEqual(
      files
        .filter((f) => f.processingStatus === "ERROR")
        .map((f) => f.id)
        .sort(),
    );
    expect(errors.pages).toBe(1);
  });

  it("answers 400 naming the cursor when it is not a nextCursor value", async () => {
    const token = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    const res = await call<{ message?: string; errors?: unknown }>(listRoute.GET, {
      path: `/api/gross-to-net?cursor=${encodeURIComponent("1' OR 1=1")}`,
      token,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("cursor");
  });
});
