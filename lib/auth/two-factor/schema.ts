import { z } from "zod";

/** A code from the authenticator app (6 digits, spaces allowed) or, at sign-in, a recovery code. */
export const ZTotpCode = z
  .string()
  .trim()
  .min(1, "Please enter the code from your authenticator app")
  .max(20, "Please enter the 6-digit code")
  .regex(/^[\d\s]+$/, "Please enter the 6-digit code");

export const ZConfirmTwoFactor = z.object({ code: ZTotpCode });
export type TConfirmTwoFactor = z.infer<typeof ZConfirmTwoFactor>;

export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

export const ZTwoFactorEnrolment = z.object({
  /** The otpauth:// address as a QR code (PNG data URL). */
  qrCode: z.string(),
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
});

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning it off: a current code or a recovery code. */
export const ZDisableTwoFactor = z.object({
  code: z.string().trim().min(1, "Please enter a code from your app or a recovery code").max(20),
});
export type TDisableTwoFactor = z.infer<typeof ZDisableTwoFactor>;

/** Starting the setup replaces any unconfirmed secret: the caller says so (and a probe without it changes nothing). */
export const ZStartTwoFactor = z.object({ start: z.literal(true) });
