// Two-factor setup, step 1 (account page): a new secret, sealed on the user but not active until the first code
// confirms it (lib/auth/two-factor/confirm-enrolment.ts). Answers the QR code (the otpauth:// address as a PNG data URL,
// drawn with qrcode) and the secret for manual entry. Starting again replaces an unconfirmed secret; once
// two-factor is on, it must be turned off first.
import "server-only";
import QRCode from "qrcode";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { newTotpSecret, sealTotpSecret, totpFor } from "@/lib/auth/two-factor/totp";
import type { Actor } from "@/lib/auth/actor";

export async function startTwoFactorEnrolment(actor: Actor) {
  const secret = newTotpSecret();
  const { count } = await db.user.updateMany({
    where: { id: actor.userId, totpEnabledAt: null },
    data: { totpSecret: sealTotpSecret(secret) },
  });
  if (count === 0) throw new AppError("CONFLICT", "Two-factor sign-in is already on. Turn it off to set it up again.");
  const otpauthUrl = totpFor(secret, actor.email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 });
  return { qrCode, secret, otpauthUrl };
}
