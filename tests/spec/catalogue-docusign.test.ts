/** @jest-environment node */
// Catalogue conformance (spec 1 section 7): POST /docusign/{documentId}/create-envelope with the employee "returns
// docuSignUrl; the browser is redirected there". Against a local stand-in of DocuSign's REST API.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as contractsRoute from "@/app/api/contracts/route";
import * as contractRoute from "@/app/api/employees/[employeeId]/contracts/[contractId]/route";
import * as envelopeRoute from "@/app/api/docusign/[documentId]/create-envelope/route";
import { getDb } from "@/lib/db";
import { getBoss } from "@/lib/jobs/queue";
import { generateContractDocument } from "@/lib/contracts/generate-contract-document";
import { call, tokenFor } from "../integration/support/http";
import { createEmployee } from "../factories/employees";
import { ANSWERS, contractWorld } from "../integration/contracts/support";

const db = getDb();
const TOKEN = "catalogue-stand-in-token";
let server: http.Server;
let base = "";

beforeAll(async () => {
  process.env.OMNI_STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "omni-catalogue-docusign-"));
  // Just enough of DocuSign: create an envelope, then the signer's recipient view.
  server = http.createServer(async (req, res) => {
    for await (const _chunk of req);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end();
    const json = (body: unknown) =>
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(body));
    const m = /^\/restapi\/v2\.1\/accounts\/ACC-1\/envelopes(?:\/([^/]+))?(\/.*)?$/.exec(req.url ?? "");
    if (m && req.method === "POST" && !m[1]) return json({ envelopeId: "env-cat-1", status: "sent" });
    if (m && req.method === "POST" && m[2] === "/views/recipient") return json({ url: `${base}/signing/${m[1]}` });
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

describe("[spec 1 §7] POST /docusign/{documentId}/create-envelope", () => {
  it("[spec 1 §7] create-envelope answers docuSignUrl, where the employee is sent to sign; an employee of another company gets 404", async () => {
    const world = await contractWorld(db);
    const saved = await call<{ contractId: string; documentId: string }>(contractsRoute.PATCH, {
      method: "PATCH",
      path: "/api/contracts",
      token: world.tokens.cs,
      json: { employeeId: world.employee.id, mode: "generate-contract", answers: ANSWERS },
    });
    const { contractId, documentId } = saved.body;
    expect(await generateContractDocument(contractId)).toBe("generated");
    for (const status of ["pending-review", "approved"])
      expect(
        (
          await call(contractRoute.PATCH, {
            method: "PATCH",
            path: "/api/x",
            params: { employeeId: world.employee.id, contractId },
            token: world.tokens.cs,
            json: { status },
          })
        ).status,
      ).toBe(200);

    const created = await call<Record<string, unknown>>(envelopeRoute.POST, {
      method: "POST",
      path: `/api/docusign/${documentId}/create-envelope`,
      params: { documentId },
      json: { employeeId: world.employee.id },
      token: world.tokens.employee,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ envelopeId: "env-cat-1", docuSignUrl: `${base}/signing/env-cat-1` });

    const stranger = (await createEmployee(db, { withUser: true })).user!;
    const foreign = await call(envelopeRoute.POST, {
      method: "POST",
      path: `/api/docusign/${documentId}/create-envelope`,
      params: { documentId },
      json: { employeeId: world.employee.id },
      token: await tokenFor(stranger.id),
    });
    expect(foreign.status).toBe(404);
  });
});
