import type { Metadata } from "next";
import { currentActor } from "@/lib/auth/session";
import { flagsOf } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { isFeatureOn } from "@/lib/config";
import { listAssignableEmployees, listManagers } from "@/lib/managers/service";
import { PermissionsPanel } from "@/components/managers/permissions-panel";
import { ForbiddenPage } from "@/components/companies/forbidden-page";

export const metadata: Metadata = { title: "Permissions" };

// Spec 1 section 2: /permissions for super managers (behind the manager permissions UI flag).
export default async function PermissionsPage() {
  const actor = await currentActor();
  if (!actor || !flagsOf(actor).isSuperManager || !actor.companyId || !isFeatureOn("managerPermissionsUi"))
    return <ForbiddenPage />;
  const [managers, employees] = await Promise.all([
    listManagers(actor, actor.companyId),
    listAssignableEmployees(actor, actor.companyId),
  ]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Permissions</h1>
      <PermissionsPanel
        companyId={actor.companyId}
        initialManagers={managers.items}
        employees={employees}
        canAddManager={can(actor, "managers.create")}
      />
    </div>
  );
}
