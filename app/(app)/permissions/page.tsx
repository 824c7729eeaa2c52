import type { Metadata } from "next";
import { can } from "@/lib/policy";
import { mayOpenPermissionsPage } from "@/lib/account/managers/permissions-page";
import { guardPage } from "@/lib/pages/guard";
import { listAssignableEmployees, listManagers } from "@/lib/account/managers/service";
import { PermissionsPanel } from "@/components/managers/permissions-panel";

export const metadata: Metadata = { title: "Permissions" };

// Spec 1 section 2: /permissions for super managers (behind the manager permissions UI flag).
export default async function PermissionsPage() {
  const actor = await guardPage({
    permission: "permissions.manage",
    allow: (a) => mayOpenPermissionsPage(a),
  });
  const companyId = actor.companyId!;
  const [managers, employees] = await Promise.all([
    listManagers(actor, companyId),
    listAssignableEmployees(actor, companyId),
  ]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Permissions</h1>
      <PermissionsPanel
        companyId={companyId}
        initialManagers={managers.items}
        employees={employees}
        canAddManager={can(actor, "managers.create")}
      />
    </div>
  );
}
