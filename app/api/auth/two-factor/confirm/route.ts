import { route } from "@/lib/http/route";
import { ZConfirmTwoFactor, ZRecoveryCodes } from "@/lib/auth/two-factor/schema";
import { confirmTwoFactorEnrolment } from "@/lib/auth/two-factor/confirm-enrolment";
import { assertSession } from "@/lib/auth/two-factor/assert-session";

export const POST = route(
  {
    permission: "account.update",
    body: ZConfirmTwoFactor,
    summary: "Confirm two-factor setup with a first code; answers the 10 recovery codes, once",
    response: ZRecoveryCodes,
  },
  ({ actor, body }) => {
    assertSession(actor);
    return confirmTwoFactorEnrolment(actor, body);
  },
);
