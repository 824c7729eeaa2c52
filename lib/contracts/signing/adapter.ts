// The e-signature adapter interface. The built-in signer (default) stamps a signature page and hands back the
// signed PDF at once; DocuSign (only when configured) creates an envelope and sends the signer to its
// ceremony, returning to the contract page with employeeSigned/employerSigned=true&event=signing_complete.
export type SignerParty = "employee" | "employer";

export type SigningRequest = {
  pdf: Buffer;
  documentHash: string;
  signer: { name: string; email: string; party: SignerParty; ip: string; at: Date };
  title: string;
  returnUrl: string;
};

export type SigningOutcome =
  { kind: "signed"; signedPdf: Buffer } | { kind: "redirect"; envelopeId: string; url: string };

export interface SigningAdapter {
  readonly name: "builtin" | "docusign";
  isConfigured(): boolean;
  sign(request: SigningRequest): Promise<SigningOutcome>;
}

/** Where a provider's envelope stands: signed (its PDF can be fetched), still out, or declined/voided. */
export type EnvelopeState = "completed" | "pending" | "declined";

/** An adapter whose signer signs at the provider: the app asks how the envelope stands and fetches the signed
 *  PDF back (on the signer's return, and from a polling job when they never come back). */
export interface EnvelopeSigningAdapter extends SigningAdapter {
  envelopeState(envelopeId: string): Promise<EnvelopeState>;
  signedPdf(envelopeId: string): Promise<Buffer>;
}

/** The signing return the spec shows: ?employeeSigned=true|employerSigned=true&event=signing_complete. */
export function signingReturnQuery(party: SignerParty): string {
  return `${party === "employee" ? "employeeSigned" : "employerSigned"}=true&event=signing_complete`;
}
