import { route, noContent } from "@/lib/http/route";
import { ZDisableTwoFactor } from "@/lib/auth/two-factor/schema";
import { disableTwoFactor } from "@/lib/auth/two-factor/disable-two-factor";
import { assertSession } from "@/lib/auth/two-factor/assert-session";

export const POST = route(
  {
    permission: "account.update",
    body: ZDisableTwoFactor,
    summary: "Turn two-factor sign-in off with a current or recovery code (not where the role requires it)",
  },
  async ({ actor, body }) => {
    assertSession(actor);
    await disableTwoFactor(actor, body);
    return noContent();
  },
);
