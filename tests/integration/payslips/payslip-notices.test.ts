/** @jest-environment node */
// [PAYSLIPS] 'Your payslip is ready': publishing a pay report through the publish call queues the notices job, and
// the job writes one e-mail per employee of the report who can sign in (none for one without an account), naming
// the month; a corrected version says which version it replaces; a report no longer published sends nothing.
import { getDb } from "@/lib/db";
import * as publishBulkRoute from "@/app/api/publish/bulk/route";
import { PAYSLIP_JOB_HANDLERS } from "@/lib/payslips/jobs";
import { PAYSLIP_NOTICE_JOB } from "@/lib/payroll/payslip-job-names";
import { queuePayslipNotices } from "@/lib/payslips/queue-payslip-notices";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createEmployee } from "../../factories/employees";
import { createPayReport } from "../../factories/payroll-reports";

const db = getDb();

// Publishing queues jobs: stop the pg-boss client it started before the database goes away.
afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

const noticesTo = (email: string) => db.outboxEmail.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

describe("payslip notices", () => {
  it("[PAYSLIPS] a published report tells each of its employees who can sign in, once, naming the month", async () => {
    const started = new Date();
    const admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
    const email = `ida-${uniqueSuffix()}@example.com`;
    const withAccount = await createEmployee(db, { withUser: true, firstName: "Ida", personalEmail: email });
    const withoutAccount = await createEmployee(db);
    const report = await createPayReport(db, {
      period: "204103",
      status: "SPECIALIST_APPROVED",
      employees: [
        { employeeId: withAccount.employee.id, salary: "4000" },
        { employeeId: withoutAccount.employee.id, salary: "3000" },
      ],
    });

    const published = await call(publishBulkRoute.POST, {
      method: "POST",
      path: "/api/publish/bulk",
      token: admin,
      json: { dataFrameIds: [report.id] },
    });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ [report.id]: "SUCCESS" });
    const jobs = await db.$queryRawUnsafe<{ data: { gtnId: string } }[]>(
      `SELECT data FROM pgboss.job WHERE name = $1 AND data->>'gtnId' = $2`,
      PAYSLIP_NOTICE_JOB,
      report.id,
    );
    expect(jobs).toHaveLength(1);

    await PAYSLIP_JOB_HANDLERS[PAYSLIP_NOTICE_JOB](jobs[0].data);
    const [notice, ...more] = await noticesTo(withAccount.user!.email);
    expect(more).toEqual([]);
    expect(notice.subject).toBe("Your payslip for March 2041 is ready");
    expect(notice.text).toMatch(/^Hello Ida,\n\nYour payslip for March 2041 is ready\. Open it at http\S+\/pay\n/);
    // The employee without an account gets none: the report's one notice is Ida's.
    expect(await db.outboxEmail.count({ where: { subject: notice.subject, createdAt: { gte: started } } })).toBe(1);
  });

  it("[PAYSLIPS] a corrected version names the version it replaces; an unpublished report sends nothing", async () => {
    const email = `jon-${uniqueSuffix()}@example.com`;
    const { employee, user } = await createEmployee(db, { withUser: true, firstName: "Jon", personalEmail: email });
    const first = await createPayReport(db, {
      period: "204104",
      status: "SUPERSEDED",
      employees: [{ employeeId: employee.id, salary: "4000" }],
    });
    const corrected = await createPayReport(db, {
      period: "204104",
      status: "PUBLISHED",
      employees: [{ employeeId: employee.id, salary: "4100" }],
    });
    await db.grossToNetFile.update({
      where: { id: corrected.id },
      data: { reportVersion: 2, previousVersionId: first.id },
    });

    expect(await queuePayslipNotices(first.id)).toBe(0);
    expect(await queuePayslipNotices(corrected.id)).toBe(1);
    const [notice] = await noticesTo(user!.email);
    expect(notice.subject).toBe("Your corrected payslip for April 2041 is ready");
    expect(notice.text).toContain("It is version 2 and replaces the payslip of version 1.");
  });
});
