/** @jest-environment node */
// The loaders of the termination and resignation screens: what the 'Request termination' and 'Resign' pages
// receive, and the 404s that keep a page's address honest (another company's manager, an employee under the
// wrong company id, an employee opening someone else's resignation).
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { getTerminationFormContext } from "@/lib/terminations/get-termination-form-context";
import { getResignationFormContext } from "@/lib/terminations/resignations/get-resignation-form-context";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const actorOf = async (userId: string) => (await loadActor(userId, null, "session"))!;
const notFound = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: "NOT_FOUND" } as Partial<AppError>);

describe("[TERMINATIONS] the 'Request termination' page's data", () => {
  it("a manager gets the employee, the company's manager e-mails and the open request; others get 404", async () => {
    const m = await createManager(db);
    const { employee } = await createEmployee(db, { companyId: m.companyId, onboardingStatus: "ACTIVE" });
    const manager = await actorOf(m.user.id);

    const context = await getTerminationFormContext(manager, m.companyId, employee.id);
    expect(context).toMatchObject({
      employeeName: `${employee.firstName} ${employee.lastName}`,
      onboardingStatus: "ACTIVE",
      openRequestId: null,
    });
    expect(context.managerEmails).toEqual([m.email]);
    // Where the form goes back to comes with the data: a manager to /employees, an admin to the company page.
    expect(context.links).toEqual({ back: "/employees#employees" });

    const request = await db.terminationRequest.create({
      data: { companyId: m.companyId, employeeId: employee.id, createdById: m.user.id, answers: {} },
    });
    expect((await getTerminationFormContext(manager, m.companyId, employee.id)).openRequestId).toBe(request.id);

    const other = await createManager(db);
    await notFound(getTerminationFormContext(await actorOf(other.user.id), m.companyId, employee.id));
    // The right employee under another company's id in the address.
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    await notFound(getTerminationFormContext(await actorOf(admin.id), (await createCompany(db)).id, employee.id));
    expect((await getTerminationFormContext(await actorOf(admin.id), m.companyId, employee.id)).links).toEqual({
      back: `/companies/${m.companyId}#employees`,
    });
  });
});

describe("[RESIGNATIONS] the 'Resign' page's data", () => {
  it("an employee opens their own page, sees a waiting resignation, and gets 404 for a colleague's", async () => {
    const companyId = (await createCompany(db)).id;
    const own = await createEmployee(db, { companyId, onboardingStatus: "ACTIVE", withUser: true });
    const colleague = await createEmployee(db, { companyId, onboardingStatus: "ACTIVE", withUser: true });
    const employee = await actorOf(own.user!.id);

    const context = await getResignationFormContext(employee, companyId, own.employee.id);
    expect(context).toMatchObject({ isOwn: true, open: null });

    await db.resignation.create({
      data: {
        companyId,
        employeeId: own.employee.id,
        employeeLastWorkingDay: new Date("2027-03-31T00:00:00Z"),
        isManagerAware: true,
        resignationReason: "Relocation",
        createdById: own.user!.id,
      },
    });
    expect((await getResignationFormContext(employee, companyId, own.employee.id)).open).toMatchObject({
      lastWorkingDay: "2027-03-31",
    });

    await notFound(getResignationFormContext(employee, companyId, colleague.employee.id));
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const forAdmin = await getResignationFormContext(await actorOf(admin.id), companyId, colleague.employee.id);
    expect(forAdmin.isOwn).toBe(false);
    await notFound(getResignationFormContext(await actorOf(admin.id), (await createCompany(db)).id, own.employee.id));
  });
});
