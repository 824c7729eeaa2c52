/** @jest-environment node */
// Catalogue conformance (spec 2 sections 3 and 7): time-off entries carry the leave types op:leave:sick,
// op:leave:compassionate, op:leave:holiday, op:leave:other. POST /timeoff takes them, the by-employee and
// by-company lists answer them, the database stores exactly those strings (no migration: Prisma's op_leave_* names
// are only its identifiers), and the OpenAPI document shows them.
import { Prisma } from "@/generated/prisma/client";
import * as createRoute from "@/app/api/timeoff/route";
import * as byEmployeeRoute from "@/app/api/timeoff/by-employee-id/[employeeId]/requests/route";
import * as byCompanyRoute from "@/app/api/timeoff/by-company-id/[companyId]/route";
import { getDb } from "@/lib/db";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { ROUTE_MODULES } from "@/lib/openapi/route-modules.generated";
import type { TimeOffDto, TimeOffListDto } from "@/lib/time-off/dto";
import { call, tokenFor } from "../integration/support/http";
import { createEmployee } from "../factories/employees";
import { createUser } from "../factories/users";

const db = getDb();
const SPEC_TYPES = ["op:leave:sick", "op:leave:compassionate", "op:leave:holiday", "op:leave:other"];

/** A Monday-to-Friday week `weeks` from now, far enough ahead to be scheduled (never taken). */
function week(weeks: number): { startDate: string; endDate: string } {
  const start = new Date(Date.UTC(2040, 0, 2 + weeks * 7));
  const end = new Date(start.getTime() + 2 * 86_400_000);
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}

const book = (token: string, json: Record<string, unknown>) =>
  call<TimeOffDto & { fieldErrors?: Record<string, string[]> }>(createRoute.POST, {
    method: "POST",
    path: "/api/timeoff",
    token,
    json,
  });

describe("[spec 2 §3] [spec 2 §7] leave types", () => {
  it("[spec 2 §3] leave types round-trip as op:leave:* through POST /timeoff, both lists and the database", async () => {
    const { employee } = await createEmployee(db);
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const booked: TimeOffDto[] = [];
    for (const [i, leaveType] of SPEC_TYPES.entries()) {
      const res = await book(admin, { employeeId: employee.id, leaveType, ...week(i) });
      expect(res.status).toBe(201);
      expect(res.body.leaveType).toBe(leaveType);
      booked.push(res.body);
    }
    // The earlier op_leave_* spelling is still read on input; the answer is the spec's.
    const compat = await book(admin, { employeeId: employee.id, leaveType: "op_leave_holiday", ...week(5) });
    expect(compat.status).toBe(201);
    expect(compat.body.leaveType).toBe("op:leave:holiday");

    const mine = await call<TimeOffListDto>(byEmployeeRoute.GET, {
      path: `/api/timeoff/by-employee-id/${employee.id}/requests`,
      params: { employeeId: employee.id },
      token: admin,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.scheduled.map((e) => e.leaveType).sort()).toEqual([...SPEC_TYPES, "op:leave:holiday"].sort());
    const company = await call<TimeOffListDto>(byCompanyRoute.GET, {
      path: `/api/timeoff/by-company-id/${employee.companyId}`,
      params: { companyId: employee.companyId },
      token: admin,
    });
    const theirs = company.body.scheduled.filter((e) => e.employeeId === employee.id).map((e) => e.leaveType);
    expect(theirs).toHaveLength(5);
    expect(theirs.every((t) => SPEC_TYPES.includes(t))).toBe(true);

    // Stored as the spec's strings (the enum's database values): no migration needed.
    const stored = await db.$queryRaw<{ id: string; leaveType: string }[]>(
      Prisma.sql`SELECT id, "leaveType"::text AS "leaveType" FROM "TimeOffEntry" WHERE "employeeId" = ${employee.id}`,
    );
    const byId = new Map(stored.map((r) => [r.id, r.leaveType]));
    for (const entry of booked) expect(byId.get(entry.id)).toBe(entry.leaveType);
    expect(byId.get(compat.body.id)).toBe("op:leave:holiday");
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "timeOff.create", entityId: booked[0].id } });
    expect(audit.after).toMatchObject({ leaveType: "op:leave:sick" });
  });

  it("[spec 2 §3] an unknown leave type is a 400 naming leaveType", async () => {
    const { employee } = await createEmployee(db);
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    for (const leaveType of ["op:leave:party", "sick", "op_leave_party", 3]) {
      const res = await book(admin, { employeeId: employee.id, leaveType, ...week(8) });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ leaveType: ["Please select a leave type"] });
    }
  });

  it("[spec 2 §7] the OpenAPI document shows the op:leave:* values for POST /timeoff and the lists", () => {
    const doc = buildOpenApiDocument(ROUTE_MODULES);
    const post = doc.paths["/api/timeoff"].post;
    const body = post.requestBody!.content["application/json"].schema as {
      properties: { leaveType: { anyOf: { enum: string[] }[] } };
    };
    expect(body.properties.leaveType.anyOf[0].enum).toEqual(SPEC_TYPES);
    const answer = (post.responses["201"] as { content: { "application/json": { schema: unknown } } }).content[
      "application/json"
    ].schema as { properties: { leaveType: { enum: string[] } } };
    expect(answer.properties.leaveType.enum).toEqual(SPEC_TYPES);
    const list = doc.paths["/api/timeoff/by-employee-id/{employeeId}/requests"].get.responses["200"] as {
      content: { "application/json": { schema: { properties: { scheduled: { items: { properties: object } } } } } };
    };
    expect(list.content["application/json"].schema.properties.scheduled.items.properties).toMatchObject({
      leaveType: { enum: SPEC_TYPES },
    });
  });
});
