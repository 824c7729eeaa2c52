// The #pending-employees tab (spec 3 'Pending employees tab'): a server wrapper that loads the reference data
// (countries, the caller's abilities) and renders the client table.
import { currentActor } from "@/lib/auth/session";
import { flagsOf } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { listCountries } from "@/lib/hiring/list-countries";
import { PendingEmployeesTable } from "@/components/hiring/pending-employees-table";

export async function PendingEmployeesTab({ companyId }: { companyId: string }) {
  const actor = await currentActor();
  if (!actor) return null;
  const countries = (await listCountries()).map((c) => ({ code: c.code, name: c.name, isSanctioned: c.isSanctioned }));
  return (
    <PendingEmployeesTable
      companyId={companyId}
      countries={countries}
      abilities={{
        isAdmin: flagsOf(actor).isAdmin,
        canCreate: can(actor, "seats.create"),
        canArchive: can(actor, "seats.archive"),
        canAccept: can(actor, "seats.acceptOrderForm"),
        canUpload: can(actor, "seats.uploadOrderForm"),
        canMarkSigned: can(actor, "seats.markOrderFormSigned"),
      }}
    />
  );
}
