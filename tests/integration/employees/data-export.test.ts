/** @jest-environment node */
// Data export: 'Generate Link' queues the job, the job writes a real ZIP (employee.json + the documents), the
// status answers an expiring signed link, and the link serves the ZIP; a tampered or expired link does not.
import { Readable } from "node:stream";
import * as startRoute from "@/app/api/employees/[employeeId]/data-export/route";
import * as statusRoute from "@/app/api/employees/[employeeId]/data-export/[exportId]/route";
import * as downloadRoute from "@/app/api/employees/[employeeId]/data-export/[exportId]/download/route";
import * as erpRoute from "@/app/api/employees/[employeeId]/netsuite/external-employee/route";
import { getDb } from "@/lib/db";
import { buildDataExport } from "@/lib/data-export/build-export";
import { checkExportSignature } from "@/lib/data-export/signed-link";
import { newKey, writeStream } from "@/lib/storage/files";
import { ERP_NOT_CONFIGURED } from "@/lib/integrations/erp-export/config";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { readZip } from "./read-zip";

const db = getDb();
// The POST answers at once (202, PENDING) instead of waiting for a worker another suite may be running.
beforeAll(() => void (process.env.DATA_EXPORT_WAIT_MS = "0"));
afterAll(() => void delete process.env.DATA_EXPORT_WAIT_MS);

describe("[EMPLOYEES] data export", () => {
  it("builds a ZIP of the record and documents behind an expiring signed link", async () => {
    const { employee } = await createEmployee(db, { firstName: "Zipporah", lastName: "Export" });
    const key = newKey("documents", ".pdf");
    const pdf = Buffer.from("%PDF-1.4\n% contract of Zipporah\n%%EOF\n");
    await writeStream(key, Readable.from([pdf]));
    await db.document.create({
      data: {
        title: "Signed contract",
        fileName: "contract.pdf",
        storageKey: key,
        mimeType: "application/pdf",
        sizeBytes: pdf.length,
        employeeId: employee.id,
        scanStatus: "CLEAN",
      },
    });
    const { user } = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(user.id);
    const started = await call<{ id: string; status: string }>(startRoute.POST, {
      method: "POST",
      path: `/api/employees/${employee.id}/data-export`,
      params: { employeeId: employee.id },
      json: {},
      token,
    });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe("PENDING");
    const exportId = started.body.id;
    await buildDataExport(exportId); // what the worker runs for the queued job

    const status = await call<{ status: string; url: string }>(statusRoute.GET, {
      path: `/api/employees/${employee.id}/data-export/${exportId}`,
      params: { employeeId: employee.id, exportId },
      token,
    });
    expect(status.body.status).toBe("READY");
    const url = new URL(status.body.url, "http://localhost");
    const query = Object.fromEntries(url.searchParams);
    const download = await fetchZip(employee.id, exportId, url.pathname + url.search);
    expect(download.status).toBe(200);
    const zip = readZip(download.body);
    expect(zip.size).toBe(2);
    const record = JSON.parse(zip.get("employee.json")!.toString("utf8"));
    expect(record.employee).toMatchObject({ id: employee.id, firstName: "Zipporah", lastName: "Export" });
    const docName = [...zip.keys()].find((n) => n.startsWith("documents/"))!;
    expect(docName).toMatch(/contract\.pdf$/);
    expect(zip.get(docName)!.equals(pdf)).toBe(true);

    // Tampered signature: not found; expired (valid signature, past expiry): 410.
    const tampered = await fetchZip(
      employee.id,
      exportId,
      `${url.pathname}?expires=${query.expires}&signature=${"0".repeat(64)}`,
    );
    expect(tampered.status).toBe(404);
    expect(
      checkExportSignature(exportId, Number(query.expires), query.signature, (Number(query.expires) + 1) * 1000),
    ).toBe("expired");
  });

  it("an LSP user of another provider gets 404 for the export, a manager 403; without ERP_EXPORT_URL the ERP export says 'not configured'", async () => {
    const { employee } = await createEmployee(db);
    const { user: manager } = await createManager(db);
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const { user: lspUser } = await createUser(db, { roles: ["lsp"], tenantId: "no-such-lsp" });
    const lspRefused = await call(startRoute.POST, {
      method: "POST",
      path: `/api/employees/${employee.id}/data-export`,
      params: { employeeId: employee.id },
      json: {},
      token: await tokenFor(lspUser.id),
    });
    expect(lspRefused.status).toBe(404);
    const managerRefused = await call(startRoute.POST, {
      method: "POST",
      path: `/api/employees/${employee.id}/data-export`,
      params: { employeeId: employee.id },
      json: {},
      token: await tokenFor(manager.id),
    });
    expect(managerRefused.status).toBe(403); // managers have no data export at all (spec: admins and LSP users)
    delete process.env.ERP_EXPORT_URL;
    const erp = await call<{ message: string }>(erpRoute.POST, {
      method: "POST",
      path: `/api/employees/${employee.id}/netsuite/external-employee`,
      params: { employeeId: employee.id },
      json: {},
      token: await tokenFor(admin.id),
    });
    expect(erp.status).toBe(422);
    expect(erp.body.message).toBe(ERP_NOT_CONFIGURED);
  });
});

async function fetchZip(employeeId: string, exportId: string, path: string) {
  const { NextRequest } = await import("next/server");
  const res = await downloadRoute.GET(new NextRequest(new URL(path, "http://localhost")), {
    params: Promise.resolve({ employeeId, exportId }),
  });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}
