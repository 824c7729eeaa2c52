// verifyPackBytes with Node's Web Crypto and zlib (scripts/verify-pack.ts, tests): the same checks the verify page
// runs in the browser. The key may be a public key (PEM SPKI) or the private key file it derives from.
import { webcrypto } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { publicKeyFromPem } from "@/lib/keys/platform-signing-key";
import { verifyPackBytes, type PackVerdict } from "@/lib/payroll/packs/verify-pack-bytes";

const inflateRaw = promisify(zlib.inflateRaw);

/** The public key PEM (SPKI) of a PEM public or private key. */
export function publicPemOf(pem: string): string {
  return publicKeyFromPem(pem).export({ type: "spki", format: "pem" }).toString();
}

export function verifyPackWithNode(zip: Uint8Array, keyPem: string): Promise<PackVerdict> {
  return verifyPackBytes(zip, publicPemOf(keyPem), {
    subtle: webcrypto.subtle as unknown as SubtleCrypto,
    inflateRaw: async (bytes) => new Uint8Array(await inflateRaw(bytes)),
  });
}
