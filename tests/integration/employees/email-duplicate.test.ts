/** @jest-environment node */
// POST /api/employees refuses an e-mail already on a current employee (personal or work) or a user, compared
// case-insensitively and literally: '_' and '%' in an address are characters, not wildcards.
import * as employeesRoute from "@/app/api/employees/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany } from "../../factories/companies";
import { ensureCountry } from "../../factories/countries";

const db = getDb();

describe("[EMPLOYEES] duplicate e-mail on create", () => {
  it("matches personal and work e-mails case-insensitively, and an underscore only matches an underscore", async () => {
    await ensureCountry(db, "DE");
    const company = await createCompany(db);
    const { user } = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(user.id);
    const tag = uniqueSuffix();
    const base = { companyId: company.id, countryCode: "DE", firstName: "Old", lastName: "Hand" };
    await db.employee.create({ data: { ...base, personalEmail: `axb-${tag}@example.com` } });
    await db.employee.create({ data: { ...base, workEmail: `Work-${tag}@Example.com` } });
    const create = (personalEmail: string) =>
      call<{ fieldErrors?: Record<string, string[]> }>(employeesRoute.POST, {
        method: "POST",
        path: "/api/employees",
        token,
        json: { ...base, firstName: "New", personalEmail, jobTitle: "Analyst" },
      });

    for (const taken of [`AXB-${tag}@example.com`, `work-${tag}@EXAMPLE.com`]) {
      const res = await create(taken);
      expect([taken, res.status]).toEqual([taken, 409]);
      expect(res.body.fieldErrors?.personalEmail).toEqual([MESSAGES.duplicateEmail]);
    }
    expect((await create(`a_b-${tag}@example.com`)).status).toBe(201);
  });
});
