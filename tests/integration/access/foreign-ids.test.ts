/** @jest-environment node */
// Tenancy through lib/access on the real routes and services: every seat call with another company's seat id
// answers 404 and changes nothing; staff without the admin role reach every company; the hire pages' services
// refuse a foreign company; an employee removes only their own document uploads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as seatRoute from "@/app/api/seats/[id]/route";
import * as companySeatsRoute from "@/app/api/seats/company/[companyId]/route";
import * as profileRoute from "@/app/api/seats/[id]/employee-profile/route";
import * as archiveRoute from "@/app/api/seats/[id]/archive/route";
import * as convertRoute from "@/app/api/seats/[id]/convert/route";
import * as sowRoute from "@/app/api/seats/[id]/sow-document/route";
import * as orderFormRoute from "@/app/api/seats/[id]/order-form/route";
import * as docsRoute from "@/app/api/documents/route";
import * as docRoute from "@/app/api/documents/[documentId]/route";
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { getCompanyForHiring } from "@/lib/hiring/get-company-for-hiring";
import { getCompanyFees } from "@/lib/hiring/get-company-fees";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createSeat } from "../../factories/seats";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(() => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-access-"));
});

function pdf(fields: Record<string, string> = {}) {
  const f = new FormData();
  f.set("file", new File([new Uint8Array(PDF)], "note.pdf", { type: "application/pdf" }));
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("[ACCESS] foreign ids answer 404", () => {
  it("a manager's every seat call on another company's seat answers 404 and changes nothing", async () => {
    const seat = await createSeat(db, { sowStatus: "sow_accepted" });
    const stranger = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const token = await tokenFor(stranger.user.id);
    const params = { id: seat.id };
    const answers = [
      await call(seatRoute.GET, { path: "/x", params, token }),
      await call(seatRoute.PATCH, { method: "PATCH", path: "/x", params, token, json: { firstName: "Mallory" } }),
      await call(profileRoute.PATCH, {
        method: "PATCH",
        path: "/x",
        params,
        token,
        json: { stage: 2, draft: true, values: { jobTitle: "Spy" } },
      }),
      await call(archiveRoute.POST, {
        method: "POST",
        path: "/x",
        params,
        token,
        json: { kind: "archive", archiveReason: "dropout", confirmation: "ARCHIVE" },
      }),
      await call(convertRoute.POST, { method: "POST", path: "/x", params, token, json: {} }),
      await call(sowRoute.GET, { path: "/x", params, token }),
      await call(orderFormRoute.GET, { path: "/x", params, token }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const after = await db.seat.findUniqueOrThrow({ where: { id: seat.id }, include: { employeeProfile: true } });
    expect(after.version).toBe(seat.version);
    expect(after.firstName).toBe(seat.firstName);
    expect(after.seatStatus).toBe("pending");
    expect(after.employeeProfile?.jobTitle ?? null).toBe(seat.employeeProfile?.jobTitle ?? null);
    expect(await db.employee.count({ where: { seatId: seat.id } })).toBe(0);
  });

  it("staff without the admin role reach every company: an international-expansion user lists its seats", async () => {
    const seat = await createSeat(db, {});
    const { user } = await createUser(db, { roles: ["international-expansion"] });
    const res = await call<{ items: { id: string }[] }>(companySeatsRoute.GET, {
      path: `/api/seats/company/${seat.companyId}`,
      params: { companyId: seat.companyId },
      token: await tokenFor(user.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((s) => s.id)).toEqual([seat.id]);
  });

  it("the hire pages' services refuse a manager another company (404) and serve their own", async () => {
    const m = await createManager(db);
    const other = await createCompany(db);
    const actor = (await loadActor(m.user.id, null, "session"))!;
    for (const load of [getHireAvailability, getCompanyForHiring, getCompanyFees]) {
      const refused = await load(actor, other.id).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "NOT_FOUND", message: "Company not found" });
    }
    expect((await getCompanyForHiring(actor, m.companyId)).id).toBe(m.companyId);
    expect((await getHireAvailability(actor, m.companyId)).companyId).toBe(m.companyId);
  });

  it("an employee removes only their own uploads (403 otherwise) and may not file into their company (404)", async () => {
    const m = await createManager(db);
    const { employee, user } = await createEmployee(db, { companyId: m.companyId, withUser: true });
    const managerToken = await tokenFor(m.user.id);
    const employeeToken = await tokenFor(user!.id);
    const upload = (token: string, fields: Record<string, string>) =>
      call<{ id: string }>(docsRoute.POST, { method: "POST", path: "/api/documents", token, form: pdf(fields) });
    const filed = await upload(managerToken, { employeeId: employee.id });
    expect(filed.status).toBe(201);
    const remove = (id: string) =>
      call(docRoute.DELETE, { method: "DELETE", path: "/x", params: { documentId: id }, token: employeeToken });
    expect((await remove(filed.body.id)).status).toBe(403);
    expect(await db.document.count({ where: { id: filed.body.id } })).toBe(1);
    const own = await upload(employeeToken, {});
    expect(own.status).toBe(201);
    expect((await remove(own.body.id)).status).toBeLessThan(300);
    expect(await db.document.count({ where: { id: own.body.id } })).toBe(0);
    expect((await upload(employeeToken, { companyId: m.companyId })).status).toBe(404);
  });
});
