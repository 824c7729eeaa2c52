// Who opens the /permissions page (spec 1 section 2; spec 3 section 2, Resources panel): a super manager, for their
// own company's managers, while the manager permissions UI flag is on. The page's guard and the company page's
// Resources link read it.
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { isFeatureOn } from "@/lib/config";

export function mayOpenPermissionsPage(actor: Actor, companyId: string | null = actor.companyId): boolean {
  return (
    flagsOf(actor).isSuperManager && !!companyId && actor.companyId === companyId && isFeatureOn("managerPermissionsUi")
  );
}
