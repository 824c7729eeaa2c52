/** @jest-environment node */
// Catalogue conformance (spec 1 section 7): POST /employees/{id}/data-export "returns url". The ZIP is a background
// job: with a live worker a small export is waited for (bounded) and answered with url at once; without one (or
// past the bound) the answer is 202 with status PENDING and url null, and GET .../data-export/{exportId} gives url
// once the job is done (docs/api-answers.md).
import * as startRoute from "@/app/api/employees/[employeeId]/data-export/route";
import * as statusRoute from "@/app/api/employees/[employeeId]/data-export/[exportId]/route";
import * as downloadRoute from "@/app/api/employees/[employeeId]/data-export/[exportId]/download/route";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { buildDataExport } from "@/lib/data-export/build-export";
import { startHeartbeat } from "@/lib/jobs/heartbeat";
import { call, tokenFor } from "../integration/support/http";
import { createEmployee } from "../factories/employees";
import { createUser } from "../factories/users";

const db = getDb();
type ExportAnswer = {
  id: string;
  employeeId: string;
  status: string;
  url: string | null;
  expiresAt: string | null;
  statusUrl: string;
};

afterEach(() => void delete process.env.DATA_EXPORT_WAIT_MS);

const start = (employeeId: string, token: string) =>
  call<ExportAnswer>(startRoute.POST, {
    method: "POST",
    path: `/api/employees/${employeeId}/data-export`,
    params: { employeeId },
    json: {},
    token,
  });

async function download(employeeId: string, exportId: string, url: string) {
  const res = await downloadRoute.GET(new NextRequest(new URL(url, "http://localhost")), {
    params: Promise.resolve({ employeeId, exportId }),
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("[spec 1 §7] POST /employees/{id}/data-export returns url", () => {
  it("[spec 1 §7] data export answers url at once when a worker builds the small export within the wait", async () => {
    process.env.DATA_EXPORT_WAIT_MS = "8000";
    const { employee } = await createEmployee(db);
    const token = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    // A stand-in worker: beats, and builds this employee's export as soon as it is queued.
    const heartbeat = await startHeartbeat(1);
    let stop = false;
    const worker = (async () => {
      while (!stop) {
        const pending = await db.employeeDataExport.findFirst({
          where: { employeeId: employee.id, status: "PENDING" },
        });
        if (pending) await buildDataExport(pending.id);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      const res = await start(employee.id, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ employeeId: employee.id, status: "READY", url: expect.any(String) });
      const file = await download(employee.id, res.body.id, res.body.url!);
      expect(file.status).toBe(200);
      expect(file.bytes.subarray(0, 2).toString()).toBe("PK"); // a ZIP
    } finally {
      stop = true;
      await worker;
      await heartbeat.stop();
    }
  });

  it("[spec 1 §7] data export answers 202 with url null and a status URL to poll while the job runs; then url", async () => {
    process.env.DATA_EXPORT_WAIT_MS = "0";
    const { employee } = await createEmployee(db);
    const token = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const res = await start(employee.id, token);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: expect.any(String), status: "PENDING", url: null, expiresAt: null });
    // How a client waits: the status URL in the body and in Location, and when to ask again.
    const statusUrl = `/api/employees/${employee.id}/data-export/${res.body.id}`;
    expect(res.body.statusUrl).toBe(statusUrl);
    expect(res.headers.get("location")).toBe(statusUrl);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const pending = await call<ExportAnswer>(statusRoute.GET, {
      path: statusUrl,
      params: { employeeId: employee.id, exportId: res.body.id },
      token,
    });
    expect(pending.body).toMatchObject({ status: "PENDING", url: null });
    await buildDataExport(res.body.id);
    const status = await call<ExportAnswer>(statusRoute.GET, {
      path: statusUrl,
      params: { employeeId: employee.id, exportId: res.body.id },
      token,
    });
    expect(status.body).toMatchObject({ status: "READY", url: expect.stringContaining("/download?expires=") });
    expect((await download(employee.id, res.body.id, status.body.url!)).status).toBe(200);
  });

  it("[spec 1 §7] another provider's LSP user mints no data export link (404)", async () => {
    const { employee } = await createEmployee(db);
    const lsp = await tokenFor((await createUser(db, { roles: ["lsp"], tenantId: "no-such-lsp" })).user.id);
    expect((await start(employee.id, lsp)).status).toBe(404);
    expect(await db.employeeDataExport.count({ where: { employeeId: employee.id } })).toBe(0);
  });
});
