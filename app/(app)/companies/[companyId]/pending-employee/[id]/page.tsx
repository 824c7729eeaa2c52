import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getSeatOrThrow } from "@/lib/hiring/get-seat";
import { seatActionsOf } from "@/lib/hiring/seat-actions";
import { listCountries } from "@/lib/hiring/list-countries";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { PendingEmployeeView } from "@/components/hiring/pending-employee-view";

export const metadata: Metadata = { title: "Pending employee" };

export default async function PendingEmployeePage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string; id: string }>;
  searchParams: Promise<{ showModal?: string }>;
}) {
  const { companyId, id } = await params;
  const { showModal } = await searchParams;
  const actor = await guardPage({ permission: "seats.read" });
  const seat = await orNotFound(() => getSeatOrThrow(actor, id));
  if (seat.companyId !== companyId) notFound();
  const actions = seatActionsOf(actor);
  const countries = (await listCountries()).map((c) => ({ code: c.code, name: c.name, isSanctioned: c.isSanctioned }));
  return (
    <PendingEmployeeView
      seat={seat}
      countries={countries}
      showThanks={showModal === "true"}
      backHref={actions.isAdmin ? `/companies/${companyId}#pending-employees` : "/employees#pending-employees"}
      actions={actions}
    />
  );
}
