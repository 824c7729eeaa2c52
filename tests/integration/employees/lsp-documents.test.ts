/** @jest-environment node */
// The employee page's Documents tab for LSP users (spec 3 section 2): the provider's user uploads to its
// employee, lists newest or oldest first, deletes with the same call the tab makes; contract files are not
// deletable; another provider's user does not find the documents.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as docsRoute from "@/app/api/documents/route";
import * as docRoute from "@/app/api/documents/[documentId]/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(() => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-lsp-docs-"));
});
afterAll(async () => {
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
});

async function lspUser() {
  const lsp = await db.localServiceProvider.create({ data: { name: `LSP ${Math.random()}` } });
  const { user } = await createUser(db, { roles: [{ type: "lsp", tenantId: lsp.id }] });
  return { lsp, token: await tokenFor(user.id) };
}

describe("[EMPLOYEES] LSP documents tab", () => {
  it("an LSP user adds, sorts and deletes its employee's documents; contract files stay; others get 404", async () => {
    const mine = await lspUser();
    const other = await lspUser();
    const { employee } = await createEmployee(db, { lspId: mine.lsp.id });
    const upload = async (title: string) => {
      const f = new FormData();
      f.set("file", new File([new Uint8Array(PDF)], `${title}.pdf`, { type: "application/pdf" }));
      f.set("employeeId", employee.id);
      f.set("title", title);
      const res = await call<{ id: string }>(docsRoute.POST, {
        method: "POST",
        path: "/api/documents",
        token: mine.token,
        form: f,
      });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    const payslip = await upload("Payslip");
    // The next upload gets a later createdAt (millisecond stamps): wait until the clock is past the first one's.
    const { createdAt } = await db.document.findUniqueOrThrow({ where: { id: payslip } });
    while (Date.now() <= createdAt.getTime()) await new Promise((r) => setImmediate(r));
    await upload("Work permit");
    const contract = await db.document.create({
      data: {
        title: "Employment contract (signed)",
        type: "CONTRACT",
        storageKey: "seed/contracts/none.pdf",
        mimeType: "application/pdf",
        sizeBytes: 10,
        employeeId: employee.id,
        companyId: employee.companyId,
        createdAt: new Date("2020-01-01"),
      },
    });
    const list = (token: string, sort: string) =>
      call<{ items: { id: string; title: string }[] }>(docsRoute.GET, {
        path: `/api/documents?employeeId=${employee.id}&sort=${sort}`,
        token,
      });
    expect((await list(mine.token, "desc")).body.items.map((d) => d.title)).toEqual([
      "Work permit",
      "Payslip",
      "Employment contract (signed)",
    ]);
    expect((await list(mine.token, "asc")).body.items.map((d) => d.title)).toEqual([
      "Employment contract (signed)",
      "Payslip",
      "Work permit",
    ]);
    expect((await list(other.token, "desc")).body.items).toEqual([]);

    const remove = (token: string, documentId: string) =>
      call<{ message: string }>(docRoute.DELETE, { method: "DELETE", path: "/x", params: { documentId }, token });
    expect((await remove(other.token, payslip)).status).toBe(404);
    expect((await remove(mine.token, payslip)).status).toBe(204);
    expect(await db.document.findUnique({ where: { id: payslip } })).toBeNull();
    const refused = await remove(mine.token, contract.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Contract documents cannot be deleted");
    expect(await db.document.findUnique({ where: { id: contract.id } })).not.toBeNull();
  });
});
