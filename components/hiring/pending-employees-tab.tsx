// The #pending-employees tab (spec 3 'Pending employees tab'): a server wrapper that loads the reference data
// (countries, the caller's actions) and renders the client table.
import { currentActor } from "@/lib/auth/session";
import { seatActionsOf } from "@/lib/hiring/seat-actions";
import { listCountries } from "@/lib/hiring/list-countries";
import { PendingEmployeesTable } from "@/components/hiring/pending-employees-table";

export async function PendingEmployeesTab({ companyId }: { companyId: string }) {
  const actor = await currentActor();
  if (!actor) return null;
  const countries = (await listCountries()).map((c) => ({ code: c.code, name: c.name, isSanctioned: c.isSanctioned }));
  return <PendingEmployeesTable companyId={companyId} countries={countries} actions={seatActionsOf(actor)} />;
}
