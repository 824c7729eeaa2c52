// The second factor at sign-in: a current TOTP code (6 digits, not used before) or one unused recovery code.
import "server-only";
import { checkTotp } from "@/lib/auth/two-factor/totp";
import { consumeRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";

export async function verifySecondFactor(userId: string, sealedSecret: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (/^[\d\s]+$/.test(trimmed)) return checkTotp(userId, sealedSecret, trimmed);
  return consumeRecoveryCode(userId, trimmed);
}
