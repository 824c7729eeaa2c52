import { route } from "@/lib/http/route";
import { platformSigningKey } from "@/lib/keys/platform-signing-key";
import { ZPublicKeyResponse } from "@/lib/payroll/packs/schema";

export const dynamic = "force-dynamic";

// GET /api/payroll/packs/public-key (issue 27, public): the platform's Ed25519 public key that signs payroll packs,
// PEM (SPKI) with its keyId, for anyone verifying a pack (npx tsx scripts/verify-pack.ts pack.zip --key public.pem).
export const GET = route(
  {
    auth: "public",
    summary: "The public key (Ed25519, PEM) that verifies signed payroll packs",
    response: ZPublicKeyResponse,
  },
  () => {
    const key = platformSigningKey();
    return { algorithm: "Ed25519" as const, keyId: key.keyId, publicKeyPem: key.publicKeyPem };
  },
);
