import { route } from "@/lib/http/route";
import { ZStartTwoFactor, ZTwoFactorEnrolment } from "@/lib/two-factor/schema";
import { startTwoFactorEnrolment } from "@/lib/two-factor/start-enrolment";
import { assertSession } from "@/lib/two-factor/assert-session";

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
