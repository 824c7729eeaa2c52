import { route } from "@/lib/http/route";
import { ZTokenQuery } from "@/lib/account/password-schema";
import { exchangePasswordToken } from "@/lib/account/password-setup";

// Spec 1 section 7: POST auth/change-pw with query token returns a url to redirect to.
export const POST = route({ auth: "public", query: ZTokenQuery }, ({ query }) => exchangePasswordToken(query.token));
