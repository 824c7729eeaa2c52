import { route } from "@/lib/http/route";
import { appOrigin } from "@/lib/account/origin";
import { clientAddress } from "@/lib/auth/client-ip";
import { ZPasswordResetAnswer, ZPasswordResetRequest } from "@/lib/auth/password-reset-schema";
import { requestPasswordReset } from "@/lib/account/request-password-reset";

// 'Forgot password?': always the same answer (no account enumeration); 429 when throttled.
export const POST = route(
  {
    auth: "public",
    body: ZPasswordResetRequest,
    summary: "Send a single-use password reset link to an e-mail address, if it has an account",
    response: ZPasswordResetAnswer,
  },
  ({ req, body }) =>
    requestPasswordReset(body, {
      origin: appOrigin(req),
      address: clientAddress(req.headers),
    }),
);
