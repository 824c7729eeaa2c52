/** @jest-environment node */
// DocuSign through the adapter against a local stand-in of its REST API: creating an envelope records it on the
// contract with an audit event and queues the polling job; on the signer's return (event=signing_complete)
// the envelope is checked with DocuSign and its signed PDF fetched back and stored; the job completes a
// countersignature whose signer never came back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { PDFDocument, StandardFonts } from "pdf-lib";
import * as contractsRoute from "@/app/api/contracts/route";
import * as contractRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/route";
import * as envelopeRoute from "@/app/api/docusign/[documentId]/create-envelope/route";
import * as completeRoute from "@/app/api/docusign/[documentId]/complete/route";
import { getDb } from "@/lib/db";
import { getBoss } from "@/lib/jobs/queue";
import { generateContractDocument } from "@/lib/contracts/generate-contract-document";
import { readFileBytes } from "@/lib/contracts/read-file-bytes";
import { CONTRACT_JOB_HANDLERS } from "@/lib/contracts/jobs";
import { DOCUSIGN_POLL_JOB } from "@/lib/contracts/job-names";
import { call } from "../support/http";
import { ANSWERS, contractWorld, pdfText } from "./support";

const db = getDb();
const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");
const TOKEN = "stand-in-token";

// The stand-in: envelopes in memory; a test "signs" one by marking it completed.
type Envelope = { status: string; pdf: Buffer; signer: string };
const envelopes = new Map<string, Envelope>();
const seen: string[] = [];
let server: http.Server;
let base = "";

async function signedCopy(envelope: Envelope) {
  const pdf = await PDFDocument.load(envelope.pdf);
  const page = pdf.addPage();
  page.drawText(`DocuSign certificate of completion: ${envelope.signer}`, {
    x: 50,
    y: 700,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

beforeAll(async () => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-docusign-"));
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push(`${req.method} ${req.url}`);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end();
    const m = /^\/restapi\/v2\.1\/accounts\/ACC-1\/envelopes(?:\/([^/]+))?(\/.*)?$/.exec(req.url ?? "");
    const json = (body: unknown) =>
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (!m) return void res.writeHead(404).end();
    const [, id, rest] = m;
    if (req.method === "POST" && !id) {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      const envelopeId = `env-${envelopes.size + 1}`;
      envelopes.set(envelopeId, {
        status: "sent",
        pdf: Buffer.from(body.documents[0].documentBase64, "base64"),
        signer: body.recipients.signers[0].name,
      });
      return json({ envelopeId, status: "sent" });
    }
    const envelope = id ? envelopes.get(id) : undefined;
    if (!envelope) return void res.writeHead(404).end();
    if (req.method === "POST" && rest === "/views/recipient") return json({ url: `${base}/signing/${id}` });
    if (req.method === "GET" && !rest) return json({ envelopeId: id, status: envelope.status });
    if (req.method === "GET" && rest === "/documents/combined" && envelope.status === "completed")
      return void res.writeHead(200, { "content-type": "application/pdf" }).end(await signedCopy(envelope));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.DOCUSIGN_BASE_URL = `${base}/restapi`;
  process.env.DOCUSIGN_ACCOUNT_ID = "ACC-1";
  process.env.DOCUSIGN_ACCESS_TOKEN = TOKEN;
});
afterAll(async () => {
  delete process.env.DOCUSIGN_BASE_URL;
  delete process.env.DOCUSIGN_ACCOUNT_ID;
  delete process.env.DOCUSIGN_ACCESS_TOKEN;
  await new Promise((resolve) => server.close(resolve));
  await (await getBoss()).stop({ graceful: false }).catch(() => {});
});

describe("[CONTRACTS] DocuSign envelope return", () => {
  it("the employee signs at DocuSign and returns; an admin's countersignature is completed by the polling job", async () => {
    const world = await contractWorld(db);
    const saved = await call<{ contractId: string; documentId: string }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: { employeeId: world.employee.id, mode: "generate-contract", answers: ANSWERS },
    });
    const { contractId, documentId } = saved.body;
    expect(await generateContractDocument(contractId)).toBe("generated");
    for (const status of ["pending-review", "approved"]) {
      const moved = await call(contractRoute.PATCH, {
        method: "PATCH",
        path: "/api/x",
        params: { employeeId: world.employee.id, contractId },
        token: world.tokens.cs,
        json: { status },
      });
      expect(moved.status).toBe(200);
    }
    const createEnvelope = (token: string) =>
      call<{ envelopeId: string; docuSignUrl: string; message?: string }>(envelopeRoute.POST, {
        method: "POST",
        path: "/api/x",
        params: { documentId },
        token,
      });
    const complete = (token: string) =>
      call<{ outcome: string; status: string }>(completeRoute.POST, {
        method: "POST",
        path: "/api/x",
        params: { documentId },
        token,
      });

    // Only the employee signs their own contract (an admin cannot stand in for them).
    expect((await createEnvelope(world.tokens.cs)).status).toBe(403);
    const created = await createEnvelope(world.tokens.employee);
    expect(created.status).toBe(200);
    expect(created.body.docuSignUrl).toBe(`${base}/signing/${created.body.envelopeId}`);
    const unsigned = await db.contract.findUniqueOrThrow({ where: { id: contractId } });
    expect(unsigned.signingEnvelopeId).toBe(created.body.envelopeId);
    const audit = await db.auditEvent.findFirst({
      where: { entityId: contractId, action: "contract.envelopeCreated" },
    });
    expect(audit?.after).toMatchObject({ envelopeId: created.body.envelopeId, party: "employee" });
    const jobs = await db.$queryRawUnsafe<{ data: { envelopeId: string } }[]>(
      `SELECT data FROM pgboss.job WHERE name = $1`,
      DOCUSIGN_POLL_JOB,
    );
    expect(jobs.map((j) => j.data.envelopeId)).toContain(created.body.envelopeId);

    // Back before DocuSign finished: nothing moves.
    expect((await complete(world.tokens.employee)).body).toEqual({ outcome: "pending", status: "approved" });
    envelopes.get(created.body.envelopeId)!.status = "completed";
    const done = await complete(world.tokens.employee);
    expect(done.body).toEqual({ outcome: "signed", status: "signed:employee" });
    const signed = await db.contract.findUniqueOrThrow({ where: { id: contractId } });
    expect(signed.signingEnvelopeId).toBeNull();
    expect(signed.employeeSignedAt).not.toBeNull();
    const bytes = (await readFileBytes(signed.signedStorageKey!))!;
    expect(sha(bytes)).toBe(signed.signedSha256);
    expect(signed.signedSha256).not.toBe(signed.pdfSha256);
    expect(pdfText(bytes)).toContain("DocuSign certificate of completion: Zoë");
    expect(sha((await readFileBytes(signed.storageKey!))!)).toBe(signed.pdfSha256); // unsigned file untouched
    expect(await db.document.count({ where: { sha256: signed.signedSha256 } })).toBe(1);
    // A second return changes nothing.
    expect((await complete(world.tokens.employee)).body).toEqual({ outcome: "none", status: "signed:employee" });

    // The countersigner never comes back: the polling job finishes it.
    const counter = await createEnvelope(world.tokens.op);
    expect(counter.status).toBe(200);
    const poll = CONTRACT_JOB_HANDLERS[DOCUSIGN_POLL_JOB];
    const job = { contractId, envelopeId: counter.body.envelopeId };
    await expect(poll(job)).rejects.toThrow("not completed yet");
    envelopes.get(counter.body.envelopeId)!.status = "completed";
    await poll(job);
    const final = await db.contract.findUniqueOrThrow({ where: { id: contractId } });
    expect(final.status).toBe("signed_both_parties");
    expect(final.signedSha256).not.toBe(signed.signedSha256);
    await poll(job); // a retry after success is a no-op
    const history = await db.statusHistory.findMany({ where: { entityId: contractId }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => h.toStatus).slice(-2)).toEqual(["signed_employee", "signed_both_parties"]);
    expect(seen.some((s) => s.endsWith("/documents/combined"))).toBe(true);
  });

  it("a declined envelope is let go and the contract keeps waiting for the signature", async () => {
    const world = await contractWorld(db);
    const saved = await call<{ contractId: string; documentId: string }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: { employeeId: world.employee.id, mode: "generate-contract", answers: ANSWERS },
    });
    await generateContractDocument(saved.body.contractId);
    for (const status of ["pending-review", "approved"])
      await call(contractRoute.PATCH, {
        method: "PATCH",
        path: "/api/x",
        params: { employeeId: world.employee.id, contractId: saved.body.contractId },
        token: world.tokens.cs,
        json: { status },
      });
    const created = await call<{ envelopeId: string }>(envelopeRoute.POST, {
      method: "POST",
      path: "/api/x",
      params: { documentId: saved.body.documentId },
      token: world.tokens.employee,
    });
    envelopes.get(created.body.envelopeId)!.status = "declined";
    await CONTRACT_JOB_HANDLERS[DOCUSIGN_POLL_JOB]({
      contractId: saved.body.contractId,
      envelopeId: created.body.envelopeId,
    });
    const row = await db.contract.findUniqueOrThrow({ where: { id: saved.body.contractId } });
    expect([row.status, row.signingEnvelopeId]).toEqual(["approved", null]);
    expect(await db.auditEvent.count({ where: { entityId: row.id, action: "contract.envelopeDeclined" } })).toBe(1);
  });
});
