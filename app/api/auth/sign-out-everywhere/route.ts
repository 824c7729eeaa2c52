import { route } from "@/lib/http/route";
import { signOutEverywhere } from "@/lib/auth/sign-out-everywhere";
import { ZSignOutEverywhere, ZSignOutEverywhereAnswer } from "@/lib/auth/sign-out-everywhere-schema";

// Every session of the caller ends (this one too); personal API tokens stay valid.
export const POST = route(
  {
    permission: "account.update",
    body: ZSignOutEverywhere,
    summary: "Sign out everywhere: every session of the caller ends (API tokens stay valid)",
    response: ZSignOutEverywhereAnswer,
  },
  ({ actor }) => signOutEverywhere(actor),
);
