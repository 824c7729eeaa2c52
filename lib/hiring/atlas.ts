// Feature flag atlas (spec 1 section 9, off by default). The only behaviour the spec gives it: the add-employee
// form's back link goes 'back to the atlas compare/atlas pages when the user came from there' (spec 1 section 2).
// Off: ?from=atlas is ignored and the back link is the usual one. The product has no atlas pages of its own.
// The one place the flag is read.
import { isFeatureOn } from "@/lib/config";

export function addSeatBackHref({
  from,
  isAdmin,
  companyId,
}: {
  from: string | undefined;
  isAdmin: boolean;
  companyId: string;
}): string {
  if (from === "atlas" && isFeatureOn("atlas")) return "/atlas";
  return isAdmin ? `/companies/${companyId}#pending-employees` : "/employees#pending-employees";
}
