import { route } from "@/lib/http/route";
import { ZStartTwoFactor, ZTwoFactorEnrolment } from "@/lib/auth/two-factor/schema";
import { startTwoFactorEnrolment } from "@/lib/auth/two-factor/start-enrolment";
import { assertSession } from "@/lib/auth/two-factor/assert-session";

export const POST = route(
  {
    permission: "account.update",
    body: ZStartTwoFactor,
    summary: "Start two-factor setup: a new secret as a QR code and text (active once confirmed)",
    response: ZTwoFactorEnrolment,
  },
  ({ actor }) => {
    assertSession(actor);
    return startTwoFactorEnrolment(actor);
  },
);
