import { route } from "@/lib/http/route";
import { ZTwoFactorStatus } from "@/lib/auth/two-factor/schema";
import { getTwoFactorStatus } from "@/lib/auth/two-factor/get-two-factor-status";

export const GET = route(
  { permission: "account.read", summary: "The caller's two-factor sign-in status", response: ZTwoFactorStatus },
  ({ actor }) => getTwoFactorStatus(actor),
);
