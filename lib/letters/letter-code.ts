// The short code printed on a letter and in its QR code: random, from an alphabet without look-alikes, so a
// visitor reading it off paper can type it. 31^10 codes: guessing one is hopeless, and the column is unique.
import crypto from "node:crypto";
import { LETTER_CODE_ALPHABET, LETTER_CODE_LENGTH } from "@/lib/letters/schema";

export function newLetterCode(length = LETTER_CODE_LENGTH): string {
  const n = LETTER_CODE_ALPHABET.length;
  // Rejection sampling: bytes at or above the largest multiple of n would favour the first letters.
  const limit = 256 - (256 % n);
  let code = "";
  while (code.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte >= limit) continue;
      code += LETTER_CODE_ALPHABET[byte % n];
      if (code.length === length) break;
    }
  }
  return code;
}

/** Where the QR code and the letter send a reader: the public verification page. */
export function verificationUrl(code: string, origin = process.env.NEXTAUTH_URL ?? "http://localhost:3000"): string {
  return `${origin.replace(/\/+$/, "")}/verify-letter/${code}`;
}
