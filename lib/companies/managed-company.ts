// The company a signed-in manager manages (their profile's 'Company profile' link, the approvals page's link to
// its approval chains and delegates); null for everyone else (platform admins have no company of their own).
import { flagsOf, type Actor } from "@/lib/auth/actor";

export function managedCompanyIdOf(actor: Actor): string | null {
  return flagsOf(actor).isManager ? actor.companyId : null;
}
