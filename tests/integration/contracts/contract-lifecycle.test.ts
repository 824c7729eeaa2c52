/** @jest-environment node */
// Contract generation -> review -> send to manager -> employee signs -> countersign, with the PDF bytes
// checked; hash mismatch; concurrent countersignature; render failure; amendments; tenancy on every route.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { PDFDocument } from "pdf-lib";
import * as contractsRoute from "@/app/api/contracts/route";
import * as employeeContractsRoute from "@/app/api/employees/[employeeId]/contracts/route";
import * as contractRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/route";
import * as archiveRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/archive/route";
import * as signRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/sign/route";
import * as countersignRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/countersign/route";
import * as pdfRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/pdf/route";
import * as docxRoute from "@/app/api/contracts/documents/[documentId]/download/route";
import * as amendmentsRoute from "@/app/api/amendments/route";
import * as dispatchRoute from "@/app/api/amendments/[amendmentId]/dispatch/route";
import * as envelopeRoute from "@/app/api/docusign/[documentId]/create-envelope/route";
import * as templatesRoute from "@/app/api/contracts/templates/route";
import { getDb } from "@/lib/db";
import { getBoss } from "@/lib/jobs/queue";
import { generateContractDocument } from "@/lib/contracts/generate-contract-document";
import { readFileBytes } from "@/lib/contracts/read-file-bytes";
import { call } from "../support/http";
import { followDownload } from "../support/signed-download";
import { ANSWERS, contractWorld, pdfText } from "./support";

const db = getDb();
const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");
type View = {
  contractId: string;
  documentId: string;
  status: string;
  documentHash: string | null;
  hasDocument: boolean;
  actions: Record<string, boolean>;
  generationError: string | null;
};

beforeAll(() => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-contracts-"));
});
afterAll(async () => {
  await (await getBoss()).stop({ graceful: false }).catch(() => {});
});

async function generated(world: Awaited<ReturnType<typeof contractWorld>>) {
  const res = await call<{ contractId: string; documentId: string; status: string }>(contractsRoute.PATCH, {
    method: "PATCH",
    path: "/api/contracts",
    token: world.tokens.cs,
    json: { employeeId: world.employee.id, mode: "generate-contract", answers: ANSWERS },
  });
  expect(res.status).toBe(200);
  expect(res.body.status).toBe("draft");
  expect(await generateContractDocument(res.body.contractId)).toBe("generated");
  return res.body;
}

const params = (world: { employee: { id: string } }, contractId: string) => ({
  employeeId: world.employee.id,
  contractId,
});
const patchStatus = (
  world: Awaited<ReturnType<typeof contractWorld>>,
  token: string,
  contractId: string,
  status: string,
) =>
  call(contractRoute.PATCH, {
    method: "PATCH",
    path: "/api/x",
    params: params(world, contractId),
    token,
    json: { status },
  });

describe("[CONTRACTS] lifecycle", () => {
  it("generate -> send to manager -> review -> employee signs -> admin countersigns, with real PDF and DOCX bytes", async () => {
    const world = await contractWorld(db);
    const { contractId, documentId } = await generated(world);
    const row = await db.contract.findUniqueOrThrow({ where: { id: contractId } });
    const unsigned = (await readFileBytes(row.storageKey!))!;
    expect(sha(unsigned)).toBe(row.pdfSha256);
    expect((await PDFDocument.load(unsigned)).getPageCount()).toBeGreaterThan(0);
    expect(pdfText(unsigned)).toContain("Zoë");
    expect(pdfText(unsigned)).toContain("Munich");
    const docs = await db.document.findMany({ where: { employeeId: world.employee.id, type: "CONTRACT" } });
    expect(docs.map((d) => d.sha256)).toContain(row.pdfSha256);
    // The spec's answer is a temporary link; download=1 answers the bytes (the contract page's link).
    const link = await call<{ linkToDocument: string }>(docxRoute.GET, {
      path: "/api/x",
      params: { documentId },
      token: world.tokens.cs,
    });
    expect(link.status).toBe(200);
    const docx = await followDownload(link.body.linkToDocument);
    expect(docx.status).toBe(200);
    expect(docx.headers.get("content-type")).toContain("wordprocessingml");
    const bytes = await call(docxRoute.GET, {
      path: "/api/x?download=1",
      params: { documentId },
      token: world.tokens.cs,
    });
    expect(bytes.headers.get("content-type")).toContain("wordprocessingml");

    // The employee does not see a draft; the manager neither.
    expect(
      (
        await call(contractRoute.GET, {
          path: "/api/x",
          params: params(world, documentId),
          token: world.tokens.employee,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(contractRoute.GET, {
          path: "/api/x",
          params: params(world, documentId),
          token: world.tokens.manager,
        })
      ).status,
    ).toBe(404);

    expect((await patchStatus(world, world.tokens.manager, contractId, "pending-review")).status).toBe(404);
    expect((await patchStatus(world, world.tokens.cs, contractId, "pending-review")).status).toBe(200);
    expect((await patchStatus(world, world.tokens.manager, contractId, "review-done")).status).toBe(200);
    expect((await patchStatus(world, world.tokens.manager, contractId, "signed:both-parties")).status).toBe(422);
    expect((await patchStatus(world, world.tokens.manager, contractId, "approved")).status).toBe(200);

    const view = await call<View>(contractRoute.GET, {
      path: "/api/x",
      params: params(world, documentId),
      token: world.tokens.employee,
    });
    expect(view.status).toBe(200);
    expect(view.body.actions.sign).toBe(true);
    const wrong = await call<{ message: string }>(signRoute.POST, {
      method: "POST",
      path: "/api/x",
      params: params(world, contractId),
      token: world.tokens.employee,
      json: { signerName: "Zoë Signer", consent: true, documentHash: "0".repeat(64) },
    });
    expect(wrong.status).toBe(412);
    expect(JSON.stringify(wrong.body)).toContain("changed since it was shown");
    const signed = await call<{ status: string; redirect: string }>(signRoute.POST, {
      method: "POST",
      path: "/api/x",
      params: params(world, contractId),
      token: world.tokens.employee,
      headers: { "x-forwarded-for": "203.0.113.7" },
      json: { signerName: "Zoë Q. Signer", consent: true, documentHash: view.body.documentHash },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe("signed:employee");
    expect(signed.body.redirect).toContain("employeeSigned=true&event=signing_complete");

    const afterEmployee = await db.contract.findUniqueOrThrow({ where: { id: contractId } });
    const employeeCopy = (await readFileBytes(afterEmployee.signedStorageKey!))!;
    expect(afterEmployee.signedSha256).not.toBe(afterEmployee.pdfSha256);
    expect(pdfText(unsigned)).not.toContain("Zoë Q. Signer");
    expect(pdfText(employeeCopy)).toContain("Zoë Q. Signer");
    expect(pdfText(employeeCopy)).toContain("203.0.113.7");
    expect(pdfText(employeeCopy)).toContain(afterEmployee.pdfSha256!);
    expect(sha((await readFileBytes(row.storageKey!))!)).toBe(row.pdfSha256); // the unsigned file is untouched

    // Two countersignatures at once: exactly one wins, the other gets 409.
    const adminView = await call<View>(contractRoute.GET, {
      path: "/api/x",
      params: params(world, contractId),
      token: world.tokens.op,
    });
    const body = { signerName: "Olga Operator", consent: true, documentHash: adminView.body.documentHash };
    const results = await Promise.all([
      call(countersignRoute.POST, {
        method: "POST",
        path: "/api/x",
        params: params(world, contractId),
        token: world.tokens.op,
        json: body,
      }),
      call(countersignRoute.POST, {
        method: "POST",
        path: "/api/x",
        params: params(world, contractId),
        token: world.tokens.cs,
        json: body,
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = await db.contract.findUniqueOrThrow({ where: { id: contractId } });
    expect(done.status).toBe("signed_both_parties");
    expect(done.signedSha256).not.toBe(afterEmployee.signedSha256);
    expect(sha((await readFileBytes(afterEmployee.signedStorageKey!))!)).toBe(afterEmployee.signedSha256);
    const final = await call(pdfRoute.GET, {
      path: "/api/x",
      params: params(world, contractId),
      token: world.tokens.employee,
    });
    expect(final.status).toBe(200);
    const history = await db.statusHistory.findMany({ where: { entityId: contractId }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => h.toStatus)).toEqual([
      "draft",
      "pending_review",
      "review_done",
      "approved",
      "signed_employee",
      "signed_both_parties",
    ]);
    // A signed contract's answers cannot be edited: a change is a new version.
    const edit = await call(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: { employeeId: world.employee.id, mode: "edit-answers", answers: { jobTitle: "CTO" } },
    });
    expect(edit.status).toBe(422);
  });

  it("edit-answers makes no new version; a new contract archives the previous one; wrong answer types are 400", async () => {
    const world = await contractWorld(db);
    const first = await generated(world);
    const edit = await call<{ contractId: string }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.manager,
      json: { employeeId: world.employee.id, mode: "edit-answers", answers: { jobTitle: "Principal Engineer" } },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.contractId).toBe(first.contractId);
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: {
        employeeId: world.employee.id,
        mode: "edit-answers",
        answers: { annualBaseSalary: "lots", office: "hamburg" },
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Please enter a valid number");
    expect(JSON.stringify(bad.body)).toContain("answers.office");
    const managerNew = await call(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.manager,
      json: { employeeId: world.employee.id, answers: ANSWERS },
    });
    expect(managerNew.status).toBe(403);
    const second = await generated(world);
    expect(second.contractId).not.toBe(first.contractId);
    const rows = await db.contract.findMany({
      where: { employeeId: world.employee.id },
      orderBy: { contractVersion: "asc" },
    });
    expect(rows.map((r) => [r.contractVersion, r.status])).toEqual([
      [1, "archived"],
      [2, "draft"],
    ]);
    const list = await call<{ items: { status: string }[] }>(employeeContractsRoute.GET, {
      path: "/api/x",
      params: { employeeId: world.employee.id },
      token: world.tokens.manager,
    });
    expect(list.body.items.map((i) => i.status)).toEqual(["archived"]); // drafts are not for managers
  });

  it("a PDF render failure keeps the status, shows the error and rethrows for the retry", async () => {
    const world = await contractWorld(db);
    const res = await call<{ contractId: string }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: { employeeId: world.employee.id, answers: ANSWERS },
    });
    const failing = {
      renderDocx: async () => Buffer.from("x"),
      renderPdf: async () => {
        throw new Error("font table corrupt");
      },
    };
    await expect(generateContractDocument(res.body.contractId, failing)).rejects.toThrow("font table corrupt");
    const row = await db.contract.findUniqueOrThrow({ where: { id: res.body.contractId } });
    expect(row.status).toBe("draft");
    expect(row.storageKey).toBeNull();
    expect(row.generationError).toContain("font table corrupt");
    const view = await call<View>(contractRoute.GET, {
      path: "/api/x",
      params: params(world, res.body.contractId),
      token: world.tokens.cs,
    });
    expect(view.status).toBe(200);
    expect(view.body.generationError).toContain("font table corrupt");
    expect(await generateContractDocument(res.body.contractId)).toBe("generated"); // the retry succeeds
    expect((await db.contract.findUniqueOrThrow({ where: { id: res.body.contractId } })).generationError).toBeNull();
  });

  it("amendments: pilot country only, unknown clause 400, pending then dispatched with urgency behind the flag", async () => {
    const world = await contractWorld(db);
    const { contractId, documentId } = await generated(world);
    expect((await patchStatus(world, world.tokens.cs, contractId, "pending-review")).status).toBe(200);
    const body = {
      employeeId: world.employee.id,
      companyId: world.companyId,
      documentId,
      reviewType: "REWORD",
      reviewClause: "Notice period",
      reviewClauseNumber: "7.2",
      details: "Three months for both sides.",
    };
    const post = (json: unknown) =>
      call<{ id: string; reviewStatus: string }>(amendmentsRoute.POST, {
        method: "POST",
        path: "/api/amendments",
        token: world.tokens.manager,
        json,
      });
    delete process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES;
    await db.country.update({ where: { code: "DE" }, data: { amendmentsPilot: false } });
    const outside = await post(body);
    expect([outside.status, JSON.stringify(outside.body)]).toEqual([422, expect.stringContaining("not available")]);
    process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES = "DE";
    const unknown = await post({ ...body, reviewClause: "Golden parachute" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("Please select review clause from the above options");
    const created = await post(body);
    expect(created.status).toBe(201);
    expect(created.body.reviewStatus).toBe("pending");
    const dispatch = (json: unknown) =>
      call<{ reviewStatus: string; urgency: string }>(dispatchRoute.POST, {
        method: "POST",
        path: "/api/x",
        params: { amendmentId: created.body.id },
        token: world.tokens.cs,
        json,
      });
    delete process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL;
    expect((await dispatch({ urgency: "URGENT" })).status).toBe(422);
    process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL = "true";
    expect((await dispatch({})).status).toBe(400);
    const sent = await dispatch({ urgency: "URGENT" });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ reviewStatus: "dispatched", urgency: "URGENT" });
    expect((await dispatch({ urgency: "URGENT" })).status).toBe(409);
    const history = await call<{ items: { id: string }[] }>(amendmentsRoute.GET, {
      path: `/api/amendments?documentId=${documentId}`,
      token: world.tokens.manager,
    });
    expect(history.body.items.map((i) => i.id)).toEqual([created.body.id]);
    delete process.env.FEATURE_DISPATCH_AMENDMENT_TO_LEGAL;
    delete process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES;
  });

  it("DocuSign without credentials answers a clear 422", async () => {
    const world = await contractWorld(db);
    const { documentId } = await generated(world);
    const res = await call(envelopeRoute.POST, {
      method: "POST",
      path: "/api/x",
      params: { documentId },
      token: world.tokens.cs,
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain("DocuSign is not configured");
  });

  it("a manager of another company gets 404 on every contract route", async () => {
    const world = await contractWorld(db);
    const { contractId, documentId } = await generated(world);
    await patchStatus(world, world.tokens.cs, contractId, "pending-review");
    process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES = "DE";
    const t = world.tokens.foreignManager;
    const p = params(world, contractId);
    const statuses = [
      (await call(employeeContractsRoute.GET, { path: "/api/x", params: { employeeId: world.employee.id }, token: t }))
        .status,
      (await call(contractRoute.GET, { path: "/api/x", params: p, token: t })).status,
      (
        await call(contractRoute.PATCH, {
          method: "PATCH",
          path: "/api/x",
          params: p,
          token: t,
          json: { status: "review-done" },
        })
      ).status,
      (await call(pdfRoute.GET, { path: "/api/x", params: p, token: t })).status,
      (
        await call(contractsRoute.PATCH, {
          method: "PATCH",
          path: "/api/contracts",
          token: t,
          json: { employeeId: world.employee.id, mode: "edit-answers", answers: { jobTitle: "x" } },
        })
      ).status,
      (
        await call(amendmentsRoute.POST, {
          method: "POST",
          path: "/api/amendments",
          token: t,
          json: {
            employeeId: world.employee.id,
            companyId: world.companyId,
            documentId,
            reviewType: "REWORD",
            reviewClause: "Salary",
            details: "x",
          },
        })
      ).status,
      (
        await call(templatesRoute.GET, {
          path: `/api/contracts/templates?countryCode=DE&companyId=${world.companyId}`,
          token: t,
        })
      ).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const list = await call<{ items: unknown[] }>(amendmentsRoute.GET, {
      path: `/api/amendments?employeeId=${world.employee.id}`,
      token: t,
    });
    expect(list.body.items).toEqual([]);
    // Routes a manager holds no permission for answer 403 before any lookup.
    expect((await call(archiveRoute.POST, { method: "POST", path: "/api/x", params: p, token: t })).status).toBe(403);
    delete process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES;
  });
});
