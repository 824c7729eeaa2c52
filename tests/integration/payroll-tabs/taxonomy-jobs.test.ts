/** @jest-environment node */
// Taxonomy update jobs: created through the route (CREATED, queued), run as the worker runs them to FINISHED,
// re-mapping the legal entity's unpublished pay-register rows and naming the concepts still unmapped.
import { getDb } from "@/lib/db";
import * as jobRoute from "@/app/api/taxonomies-update-job/route";
import * as confRoute from "@/app/api/taxonomies/le-conf/route";
import { runTaxonomyJob } from "@/lib/taxonomies/run-taxonomy-job";
import type { LegalEntityConf, TaxonomyJobList } from "@/lib/taxonomies/schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createPayrollFixture } from "../../factories/payroll";

const db = getDb();
let admin: string;

beforeAll(async () => {
  admin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
});

async function fileWithRows(
  fx: Awaited<ReturnType<typeof createPayrollFixture>>,
  status: "DUPLICATES_CHECKED" | "PUBLISHED",
) {
  const file = await db.grossToNetFile.create({
    data: {
      fileName: `tax-${status}.csv`,
      country: fx.country,
      lspId: fx.lsp.id,
      legalEntityId: fx.legalEntity.id,
      payrollCycle: "CYCLE_1",
      payrollPeriod: fx.period,
      processingStatus: status,
      workbookId: fx.workbook.id,
    },
  });
  await db.payRegisterRow.createMany({
    data: [
      { grossToNetId: file.id, rowNumber: 1, employeeRef: "E1", concept: "Base Salary", value: "1000" },
      { grossToNetId: file.id, rowNumber: 2, employeeRef: "E1", concept: "Mystery Pay", value: "5" },
    ],
  });
  return file;
}

describe("taxonomy update jobs", () => {
  it("runs a created job to completion and lists it as Done", async () => {
    const fx = await createPayrollFixture(db, { country: "FR" });
    const open = await fileWithRows(fx, "DUPLICATES_CHECKED");
    const published = await fileWithRows(fx, "PUBLISHED");

    const conf = await call<{ items: LegalEntityConf[] }>(confRoute.GET, {
      path: "/api/taxonomies/le-conf",
      token: admin,
    });
    expect(conf.body.items.find((l) => l.id === fx.legalEntity.id)?.mappings).toBeGreaterThan(0);

    const created = await call<{ id: string; status: string }>(jobRoute.POST, {
      method: "POST",
      path: "/api/taxonomies-update-job",
      token: admin,
      json: { countryCode: "fr", legalEntityId: fx.legalEntity.id },
    });
    expect(created.status).toBe(202);
    expect(created.body.status).toBe("CREATED");

    const outcome = await runTaxonomyJob(created.body.id);
    expect(outcome).toBe("FINISHED");
    const job = await db.taxonomyUpdateJob.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(job.status).toBe("FINISHED");
    expect(job.errors).toEqual([{ message: "No taxonomy mapping for concept 'Mystery Pay'" }]);
    const history = await db.statusHistory.findMany({ where: { entityId: job.id }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual(["CREATED>STARTED", "STARTED>FINISHED"]);

    const rows = await db.payRegisterRow.findMany({ where: { grossToNetId: { in: [open.id, published.id] } } });
    const base = (id: string) => rows.find((r) => r.grossToNetId === id && r.concept === "Base Salary")!;
    expect(base(open.id).category).toBe("salary");
    expect(base(open.id).applicationType).toBe("Income");
    expect(base(published.id).category).toBeNull(); // published reports are never re-mapped

    // Running it again (a retried queue job) changes nothing.
    expect(await runTaxonomyJob(created.body.id)).toBe("SKIPPED");

    const list = await call<TaxonomyJobList>(jobRoute.GET, {
      path: `/api/taxonomies-update-job?legalEntityId=${fx.legalEntity.id}&status=FINISHED`,
      token: admin,
    });
    expect(list.body.totalCount).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: job.id, countryCode: "FR", status: "FINISHED" });
    expect(list.body.items[0].messages.errors).toHaveLength(1);
  });

  it("refuses a legal entity of another country with the field named", async () => {
    const fx = await createPayrollFixture(db, { country: "DE" });
    const res = await call<{ fieldErrors: Record<string, string[]> }>(jobRoute.POST, {
      method: "POST",
      path: "/api/taxonomies-update-job",
      token: admin,
      json: { countryCode: "ES", legalEntityId: fx.legalEntity.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.legalEntityId).toBeDefined();
  });
});
