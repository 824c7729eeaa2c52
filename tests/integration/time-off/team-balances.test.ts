/** @jest-environment node */
// [TIME] Beyond the spec: the /time-off team view's route (GET /api/companies/{companyId}/time-off-balances) on
// the demo data: Acme's manager pages through every not archived employee of Acme once, in name order, each row
// the balance the single-employee path gives (getTimeOffBalance); the name filter, the count and the page's
// totals; a cursor the list did not give out is a 400 naming `cursor`; NewCo's manager gets 404 for Acme.
import * as teamRoute from "@/app/api/companies/[companyId]/time-off-balances/route";
import type { PrismaClient } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { encodeCursor } from "@/lib/queries/keyset";
import { getTimeOffBalance } from "@/lib/time-off/get-time-off-balance";
import type { TeamBalancesPageDto } from "@/lib/time-off/response-schema";
import { call } from "../support/http";
import { demoDatabase, type DemoDatabase } from "../holidays/demo-database";

jest.setTimeout(240_000);

type Refusal = { message: string; fieldErrors?: Record<string, string[]> };

let demo: DemoDatabase;
let db: PrismaClient;
let manager: Actor;
let tokens: Record<"admin" | "manager" | "reviewManager", string>;

beforeAll(async () => {
  demo = await demoDatabase();
  db = demo.db;
  manager = await demo.actor("manager");
  tokens = {
    admin: await demo.token("admin"),
    manager: await demo.token("manager"),
    reviewManager: await demo.token("reviewManager"),
  };
});

afterAll(async () => {
  await demo.cleanUp();
});

const get = <T = TeamBalancesPageDto>(token: string, query = "", companyId = "acme") =>
  call<T>(teamRoute.GET, {
    path: `/api/companies/${companyId}/time-off-balances${query}`,
    params: { companyId },
    token,
  });

/** Acme's not archived employees in the list's order (the database's collation, as the route sorts). */
const acmeInNameOrder = () =>
  db.employee.findMany({
    where: { companyId: "acme", archivedAt: null },
    select: { id: true, firstName: true, lastName: true },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
  });

describe("[TIME] team holiday balances", () => {
  it("pages through every employee of Acme once, in name order, each balance as the employee's own", async () => {
    const expected = await acmeInNameOrder();
    expect(expected.length).toBeGreaterThan(4);
    const seen: TeamBalancesPageDto["items"] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: TeamBalancesPageDto } = await get(
        tokens.manager,
        `?pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(expected.length);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      const sum = (pick: (b: TeamBalancesPageDto["items"][number]) => number | null) =>
        res.body.items.reduce((s, b) => s + (pick(b) ?? 0), 0);
      expect(res.body.totals).toEqual({
        allowanceDays: sum((b) => b.allowanceDays),
        takenDays: sum((b) => b.takenDays),
        bookedDays: sum((b) => b.bookedDays),
        pendingDays: sum((b) => b.pendingDays),
        remainingDays: sum((b) => b.remainingDays),
      });
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    expect(cursor).toBeNull();
    expect(pages).toBe(Math.ceil(expected.length / 2));
    expect(seen.map((b) => b.employeeId)).toEqual(expected.map((e) => e.id));
    for (const row of seen) expect(row).toEqual(await getTimeOffBalance(manager, row.employeeId));
    // The demo's data gives some rows days to count.
    expect(seen.some((b) => b.takenDays + b.bookedDays + b.pendingDays > 0)).toBe(true);
  });

  it("filters by name on the server: the count, the rows and a page of 50 by default", async () => {
    const emma = await db.employee.findUniqueOrThrow({ where: { id: "emp-emma" } });
    const res = await get(tokens.manager, `?name=${encodeURIComponent(` ${emma.firstName.toUpperCase()} `)}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((b) => b.employeeId)).toContain("emp-emma");
    expect(res.body.total).toBe(res.body.items.length);
    for (const b of res.body.items) expect(b.employeeName.toLowerCase()).toContain(emma.firstName.toLowerCase());
    const full = await get(tokens.manager, `?name=${encodeURIComponent(`${emma.firstName} ${emma.lastName}`)}`);
    expect(full.body.items.map((b) => b.employeeId)).toContain("emp-emma");
    const none = await get(tokens.manager, "?name=zzqqxxnobody");
    expect(none.body).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totals: { allowanceDays: 0, takenDays: 0, bookedDays: 0, pendingDays: 0, remainingDays: 0 },
    });
    const all = await get(tokens.manager);
    expect(all.body.items).toHaveLength(Math.min(50, (await acmeInNameOrder()).length));
  });

  it("refuses a cursor it did not give out (400 naming cursor) and an unreachable company (404)", async () => {
    for (const bad of ["not-a-cursor", encodeCursor(["a", "b"])]) {
      const res = await get<Refusal>(tokens.manager, `?cursor=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(["cursor"]);
    }
    expect((await get<Refusal>(tokens.manager, "?pageSize=101")).status).toBe(400);
    expect((await get<Refusal>(tokens.manager, `?name=${"x".repeat(101)}`)).body.fieldErrors).toHaveProperty("name");
    // NewCo's manager, for Acme; Acme's manager for NewCo; an admin for a company that does not exist.
    expect((await get<Refusal>(tokens.reviewManager)).status).toBe(404);
    expect((await get<Refusal>(tokens.manager, "", "newco")).status).toBe(404);
    expect((await get<Refusal>(tokens.admin, "", "no-such-company")).status).toBe(404);
    const admin = await get(tokens.admin, "?pageSize=3");
    expect(admin.status).toBe(200);
    expect(admin.body.total).toBe((await acmeInNameOrder()).length);
  });
});
