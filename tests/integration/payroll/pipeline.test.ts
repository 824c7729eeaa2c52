/** @jest-environment node */
// The processing pipeline against a real PostgreSQL: a small file to DUPLICATES_CHECKED, a malformed file
// to ERROR without partial rows, duplicates, and kill-and-resume ending in the same state as a clean run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb, newPgClient } from "@/lib/db";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { PAYROLL_JOB_HANDLERS } from "@/lib/payroll/jobs";
import { ensureQueue } from "@/lib/jobs/queue";
import { DELIVER_JOB } from "@/lib/webhooks/enqueue-deliveries";
import { createEmployee } from "../../factories/employees";
import { createPayrollFixture, payRegisterCsv, syntheticRows } from "../../factories/payroll";
import { uploadRegister } from "../../factories/upload-register";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-payroll-files-"));

type Fixture = Awaited<ReturnType<typeof createPayrollFixture>>;

const upload = (fx: Fixture, csv: string, name = "register.csv", cycle: "CYCLE_1" | "CYCLE_2" = "CYCLE_1") =>
  uploadRegister(fx, csv, { name, cycle });

async function snapshot(id: string) {
  const file = await db.grossToNetFile.findUniqueOrThrow({
    where: { id },
    select: { processingStatus: true, total: true, rowCount: true, currency: true },
  });
  const rows = await db.payRegisterRow.findMany({
    where: { grossToNetId: id },
    orderBy: { rowNumber: "asc" },
    select: { rowNumber: true, employeeRef: true, concept: true, value: true, category: true },
  });
  const totals = await db.payReportEmployeeTotal.findMany({
    where: { grossToNetId: id },
    orderBy: { employeeRef: "asc" },
    select: {
      employeeRef: true,
      employeeId: true,
      salary: true,
      gross: true,
      taxableGross: true,
      net: true,
      totalCost: true,
      eeDeductions: true,
      erContribution: true,
    },
  });
  const history = await db.statusHistory.findMany({
    where: { entityId: id },
    orderBy: { createdAt: "asc" },
    select: { fromStatus: true, toStatus: true },
  });
  return {
    file: { ...file, total: file.total?.toString() },
    rows: rows.map((r) => ({ ...r, value: r.value.toString() })),
    totals: totals.map((t) =>
      Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v === null ? null : String(v)])),
    ),
    history,
  };
}

describe("[PAYROLL] processing pipeline", () => {
  it("[PAYROLL] the job takes a small file through every stage to DUPLICATES_CHECKED with SQL totals", async () => {
    const fx = await createPayrollFixture(db);
    const { employee } = await createEmployee(db, { countryCode: fx.country, payrollId: `PID-${fx.lsp.id}` });
    const csv = payRegisterCsv([
      [`PID-${fx.lsp.id}`, "Ana", "Lopez", "Base Salary", "3,000.00"],
      [`PID-${fx.lsp.id}`, "Ana", "Lopez", "Overtime", "200"],
      [`PID-${fx.lsp.id}`, "Ana", "Lopez", "Salary Deduction to Gross", "150"],
      [`PID-${fx.lsp.id}`, "Ana", "Lopez", "Income Tax", "600.25"],
      [`PID-${fx.lsp.id}`, "Ana", "Lopez", "Social Security ER", "400"],
      [`PID-${fx.lsp.id}`, "Ana", "Lopez", "Pension ER", "100"],
      ["X-2", "Ben", "Kim", "Base Salary", "1000"],
      ["X-2", "Ben", "Kim", "Health Insurance ER", "-10.5"],
    ]);
    const file = await upload(fx, csv);
    expect(file.processingStatus).toBe("DRAFT");
    await PAYROLL_JOB_HANDLERS["payroll.process-gross-to-net"]({ gtnId: file.id });
    const s = await snapshot(file.id);
    expect(s.file.processingStatus).toBe("DUPLICATES_CHECKED");
    expect(s.file.rowCount).toBe(8);
    expect(s.history.map((h) => h.toStatus)).toEqual([
      "DRAFT",
      "INGESTED",
      "TAXONOMIZED",
      "ENRICHED",
      "TRANSFORMED",
      "DUPLICATES_CHECKED",
    ]);
    const ana = s.totals.find((t) => t.employeeRef === `PID-${fx.lsp.id}`)!;
    expect(ana.employeeId).toBe(employee.id);
    expect(Number(ana.salary)).toBe(3000);
    expect(Number(ana.gross)).toBe(3200);
    expect(Number(ana.taxableGross)).toBe(3050);
    expect(Number(ana.net)).toBe(2449.75);
    expect(Number(ana.eeDeductions)).toBe(600.25);
    expect(Number(ana.totalCost)).toBe(3700);
    const ben = s.totals.find((t) => t.employeeRef === "X-2")!;
    expect(ben.employeeId).toBeNull();
    expect(Number(ben.totalCost)).toBe(989.5);
    expect(Number(s.file.total)).toBe(3700 + 989.5);
    const progress = await db.grossToNetFile.findUniqueOrThrow({
      where: { id: file.id },
      select: { processedRows: true, totalRows: true },
    });
    expect(progress).toEqual({ processedRows: 8, totalRows: 8 });
  });

  it("[PAYROLL] every pipeline step is a transition() by the system: history, audit event and webhook outbox", async () => {
    // pg-boss runs in this process: the delivery jobs are queued through the pipeline's own transaction.
    await ensureQueue(DELIVER_JOB);
    const fx = await createPayrollFixture(db);
    const endpoint = await db.webhookEndpoint.create({
      data: {
        url: "https://hooks.example.invalid/pay-reports",
        secretEncrypted: "unused",
        events: ["GrossToNetFile.DUPLICATES_CHECKED", "GrossToNetFile.ERROR"],
      },
    });
    try {
      const good = await upload(fx, payRegisterCsv([["W1", "Wes", "Hook", "Base Salary", "100"]]), "good.csv");
      expect(await processGrossToNetFile(good.id)).toBe("DUPLICATES_CHECKED");
      const bad = await upload(fx, payRegisterCsv([["W2", "Wes", "Hook", "Mystery Bonus", "1"]]), "bad.csv");
      expect(await processGrossToNetFile(bad.id)).toBe("ERROR");

      const audit = await db.auditEvent.findMany({
        where: { entityType: "GrossToNetFile", entityId: good.id },
        orderBy: { createdAt: "asc" },
        select: { action: true, actorId: true, before: true, after: true },
      });
      expect(audit.map((a) => a.action)).toEqual([
        "payReport.upload",
        "payReport.ingested",
        "payReport.taxonomized",
        "payReport.enriched",
        "payReport.transformed",
        "payReport.duplicates_checked",
      ]);
      expect(audit.slice(1).every((a) => a.actorId === null)).toBe(true);
      expect(audit[1]).toMatchObject({
        before: { processingStatus: "DRAFT" },
        after: { processingStatus: "INGESTED", rowCount: 1 },
      });
      const history = await db.statusHistory.findMany({
        where: { entityType: "GrossToNetFile", entityId: bad.id },
        orderBy: { createdAt: "asc" },
        select: { fromStatus: true, toStatus: true, actorId: true, note: true },
      });
      expect(history).toEqual([
        { fromStatus: null, toStatus: "DRAFT", actorId: null, note: null },
        {
          fromStatus: "DRAFT",
          toStatus: "ERROR",
          actorId: null,
          note: `Unknown concept 'Mystery Bonus' for country ${fx.country}: add it to the taxonomy and re-upload (1 row).`,
        },
      ]);
      expect(await db.auditEvent.count({ where: { entityId: bad.id, action: "payReport.error" } })).toBe(1);

      const deliveries = await db.webhookDelivery.findMany({
        where: { endpointId: endpoint.id },
        select: { id: true, eventType: true, payload: true },
      });
      const ours = deliveries.filter((d) =>
        [good.id, bad.id].includes((d.payload as { data: { entityId: string } }).data.entityId),
      );
      expect(ours.map((d) => d.eventType).sort()).toEqual([
        "GrossToNetFile.DUPLICATES_CHECKED",
        "GrossToNetFile.ERROR",
      ]);
      expect(ours.find((d) => d.eventType === "GrossToNetFile.DUPLICATES_CHECKED")?.payload).toMatchObject({
        data: { entity: "GrossToNetFile", entityId: good.id, from: "TRANSFORMED", to: "DUPLICATES_CHECKED" },
      });
      const [{ jobs }] = await db.$queryRawUnsafe<{ jobs: number }[]>(
        `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = ANY($2::text[])`,
        DELIVER_JOB,
        ours.map((d) => d.id),
      );
      expect(jobs).toBe(2);
    } finally {
      await db.webhookEndpoint.delete({ where: { id: endpoint.id } });
    }
  });

  it("[PAYROLL] a malformed file ends in ERROR with readable per-row messages and no rows", async () => {
    const fx = await createPayrollFixture(db);
    const csv =
      payRegisterCsv([
        ["E1", "A", "B", "Base Salary", "100"],
        ["E1", "A", "B", "Overtime", "abc"],
        ["", "A", "B", "Overtime", "1"],
      ]) + "E3,only,three\n";
    const file = await upload(fx, csv);
    const status = await processGrossToNetFile(file.id);
    expect(status).toBe("ERROR");
    const errors = await db.dataProcessingError.findMany({
      where: { grossToNetId: file.id },
      orderBy: { rowNumber: "asc" },
    });
    expect(errors.map((e) => e.message)).toEqual([
      "Line 3: value 'abc' is not a number.",
      "Line 4: employeeId is empty.",
      "Line 5: expected 5 columns, found 3.",
    ]);
    expect(await db.payRegisterRow.count({ where: { grossToNetId: file.id } })).toBe(0);
    expect(await db.payReportEmployeeTotal.count({ where: { grossToNetId: file.id } })).toBe(0);
  });

  it("[PAYROLL] an unknown concept and a missing column end in ERROR naming them", async () => {
    const fx = await createPayrollFixture(db);
    const unknown = await upload(
      fx,
      payRegisterCsv([
        ["E1", "A", "B", "Mystery Bonus", "5"],
        ["E1", "A", "B", "Base Salary", "5"],
      ]),
    );
    expect(await processGrossToNetFile(unknown.id)).toBe("ERROR");
    const [e1] = await db.dataProcessingError.findMany({ where: { grossToNetId: unknown.id } });
    expect(e1.message).toBe(
      `Unknown concept 'Mystery Bonus' for country ${fx.country}: add it to the taxonomy and re-upload (1 row).`,
    );
    expect(await db.payRegisterRow.count({ where: { grossToNetId: unknown.id } })).toBe(0);

    const noValue = await upload(fx, "employeeId,firstName,lastName,concept\nE1,A,B,Base Salary\n");
    expect(await processGrossToNetFile(noValue.id)).toBe("ERROR");
    const [e2] = await db.dataProcessingError.findMany({ where: { grossToNetId: noValue.id } });
    expect(e2.message).toMatch(/^Missing column\(s\): value\./);
  });

  it("[PAYROLL] an employee already in an earlier file of the same period and cycle is a duplicate", async () => {
    const fx = await createPayrollFixture(db);
    const first = await upload(fx, payRegisterCsv([["D1", "Dee", "Dup", "Base Salary", "10"]]), "first.csv");
    expect(await processGrossToNetFile(first.id)).toBe("DUPLICATES_CHECKED");
    const other = await upload(fx, payRegisterCsv([["D2", "Ok", "Fine", "Base Salary", "10"]]), "other.csv");
    expect(await processGrossToNetFile(other.id)).toBe("DUPLICATES_CHECKED");
    const second = await upload(fx, payRegisterCsv([["D1", "Dee", "Dup", "Base Salary", "10"]]), "second.csv");
    expect(await processGrossToNetFile(second.id)).toBe("ERROR");
    const [e] = await db.dataProcessingError.findMany({ where: { grossToNetId: second.id } });
    expect(e.message).toBe("Duplicate: employee D1 (Dee Dup) is already in first.csv for this period and cycle.");
    // Another cycle is not a duplicate.
    const cycle2 = await upload(fx, payRegisterCsv([["D1", "Dee", "Dup", "Base Salary", "10"]]), "c2.csv", "CYCLE_2");
    expect(await processGrossToNetFile(cycle2.id)).toBe("DUPLICATES_CHECKED");
  });

  it("[PAYROLL] two registers processed at once, as the worker takes them, still find the employee they share", async () => {
    const fx = await createPayrollFixture(db);
    // Large enough that both runs are ingesting at the same time; the second to reach the duplicates stage waits
    // for the first's commit and sees its employees, whichever file was created first.
    const shared = syntheticRows(3000, "S");
    const a = await upload(fx, payRegisterCsv([...shared, ["P1", "Pat", "Both", "Base Salary", "10"]]), "a.csv");
    const b = await upload(
      fx,
      payRegisterCsv([["P1", "Pat", "Both", "Base Salary", "10"], ...syntheticRows(3000, "T")]),
      "b.csv",
    );
    const statuses = await Promise.all([processGrossToNetFile(a.id), processGrossToNetFile(b.id)]);
    expect([...statuses].sort()).toEqual(["DUPLICATES_CHECKED", "ERROR"]);
    const [failed, passed] = statuses[0] === "ERROR" ? [a, b] : [b, a];
    const errors = await db.dataProcessingError.findMany({ where: { grossToNetId: failed.id } });
    expect(errors.map((e) => e.message)).toEqual([
      `Duplicate: employee P1 (Pat Both) is already in ${passed.fileName} for this period and cycle.`,
    ]);
  });

  it("[PAYROLL] a worker killed mid-COPY and mid-stage resumes to the same end state as a clean run", async () => {
    const fx = await createPayrollFixture(db);
    const csv = payRegisterCsv(syntheticRows(6000, "K"));
    const clean = await upload(fx, csv, "clean.csv");
    expect(await processGrossToNetFile(clean.id)).toBe("DUPLICATES_CHECKED");

    const fx2 = await createPayrollFixture(db);
    const killed = await upload(fx2, csv, "killed.csv");
    // 1) Kill the connection in the middle of the ingest COPY.
    const client = newPgClient();
    await client.connect();
    client.on("error", () => {});
    // The connection dies as the first COPY data message is written (message type 'd'), whatever the speed of
    // the reader: a progress report comes only every 500 ms, which a fast ingest of this file never reaches.
    const stream = (client as unknown as { connection: { stream: { write(b: Buffer): boolean; destroy(): void } } })
      .connection.stream;
    const write = stream.write.bind(stream);
    stream.write = (buffer: Buffer) => {
      if (Buffer.isBuffer(buffer) && buffer[0] === 0x64) {
        stream.destroy();
        return false;
      }
      return write(buffer);
    };
    const run = processGrossToNetFile(killed.id, { client });
    await expect(run).rejects.toBeTruthy();
    expect((await db.grossToNetFile.findUniqueOrThrow({ where: { id: killed.id } })).processingStatus).toBe("DRAFT");
    expect(await db.payRegisterRow.count({ where: { grossToNetId: killed.id } })).toBe(0);

    // 2) Resume, but stop after TAXONOMIZED (a crash between stages), then leave committed stray output of the
    //    next stage behind (as a stage that wrote outside its transaction would) and resume again.
    expect(await processGrossToNetFile(killed.id, { stopAfter: "TAXONOMIZED" })).toBe("TAXONOMIZED");
    await db.payReportEmployeeTotal.create({
      data: { grossToNetId: killed.id, employeeRef: "STRAY", currency: "EUR", status: "ENRICHED" },
    });
    expect(await processGrossToNetFile(killed.id)).toBe("DUPLICATES_CHECKED");
    // 3) Running again is a no-op.
    expect(await processGrossToNetFile(killed.id)).toBe("DUPLICATES_CHECKED");

    const a = await snapshot(clean.id);
    const b = await snapshot(killed.id);
    expect(b.file).toEqual(a.file);
    expect(b.rows).toEqual(a.rows);
    expect(b.totals).toEqual(a.totals);
    expect(b.rows).toHaveLength(60000);
    expect(b.history.map((h) => h.toStatus)).toEqual(a.history.map((h) => h.toStatus));
    // Three 6,000-row uploads, two of them killed and resumed: sized for a loaded machine.
  }, 180_000);
});
