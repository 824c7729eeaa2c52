import { route } from "@/lib/http/route";
import { ZUserParams } from "@/lib/account/managers/schema";
import { acceptPrivacyPolicy } from "@/lib/account/service";

export const POST = route({ permission: "account.acceptPrivacyPolicy", params: ZUserParams }, ({ actor, params }) =>
  acceptPrivacyPolicy(actor, params.userId),
);
