// DocuSign (eSignature REST v2.1), used only when its credentials are configured: DOCUSIGN_BASE_URL (e.g.
// https://demo.docusign.net/restapi), DOCUSIGN_ACCOUNT_ID and DOCUSIGN_ACCESS_TOKEN (an OAuth token obtained
// outside the app). It creates an envelope with the PDF and an embedded recipient view returning to the app,
// reads the envelope's status and fetches the signed (combined) PDF back.
import { AppError } from "@/lib/errors";
import type { EnvelopeSigningAdapter } from "@/lib/contracts/signing/adapter";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";

function config() {
  const baseUrl = process.env.DOCUSIGN_BASE_URL;
  const accountId = process.env.DOCUSIGN_ACCOUNT_ID;
  const token = process.env.DOCUSIGN_ACCESS_TOKEN;
  return baseUrl && accountId && token ? { baseUrl: baseUrl.replace(/\/$/, ""), accountId, token } : null;
}

async function docusignFetch(path: string, init: { method: "GET" | "POST"; body?: unknown }) {
  const c = config();
  if (!c) throw new AppError("UNPROCESSABLE", CONTRACT_MESSAGES.docusignNotConfigured);
  const res = await fetch(`${c.baseUrl}/v2.1/accounts/${c.accountId}${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${c.token}`,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new AppError("UNPROCESSABLE", `DocuSign refused the request (${res.status}).`);
  return res;
}

const call = async (path: string, body: unknown) =>
  (await (await docusignFetch(path, { method: "POST", body })).json()) as Record<string, string>;

// DocuSign envelope statuses: created, sent, delivered, signed, completed, declined, voided.
const COMPLETED = new Set(["completed"]);
const DECLINED = new Set(["declined", "voided"]);

export const docusignAdapter: EnvelopeSigningAdapter = {
  name: "docusign",
  isConfigured: () => config() !== null,
  async sign(request) {
    if (!config()) throw new AppError("UNPROCESSABLE", CONTRACT_MESSAGES.docusignNotConfigured);
    const clientUserId = `${request.signer.party}-${request.documentHash.slice(0, 12)}`;
    const envelope = await call("/envelopes", {
      emailSubject: request.title,
      status: "sent",
      documents: [
        { documentBase64: request.pdf.toString("base64"), name: request.title, fileExtension: "pdf", documentId: "1" },
      ],
      recipients: {
        signers: [
          {
            email: request.signer.email,
            name: request.signer.name,
            recipientId: "1",
            clientUserId,
            tabs: { signHereTabs: [{ anchorString: "Signed by", anchorYOffset: "-20" }] },
          },
        ],
      },
    });
    const view = await call(`/envelopes/${envelope.envelopeId}/views/recipient`, {
      returnUrl: request.returnUrl,
      authenticationMethod: "none",
      email: request.signer.email,
      userName: request.signer.name,
      clientUserId,
    });
    return { kind: "redirect", envelopeId: envelope.envelopeId, url: view.url };
  },
  async envelopeState(envelopeId) {
    const envelope = (await (
      await docusignFetch(`/envelopes/${encodeURIComponent(envelopeId)}`, { method: "GET" })
    ).json()) as {
      status?: string;
    };
    const status = String(envelope.status ?? "").toLowerCase();
    return COMPLETED.has(status) ? "completed" : DECLINED.has(status) ? "declined" : "pending";
  },
  async signedPdf(envelopeId) {
    const res = await docusignFetch(`/envelopes/${encodeURIComponent(envelopeId)}/documents/combined`, {
      method: "GET",
    });
    return Buffer.from(await res.arrayBuffer());
  },
};
