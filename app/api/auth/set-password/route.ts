import { route } from "@/lib/http/route";
import { ZSetPassword } from "@/lib/account/password-schema";
import { setPasswordWithToken } from "@/lib/account/password-setup";

export const POST = route({ auth: "public", body: ZSetPassword }, ({ body }) => setPasswordWithToken(body));
