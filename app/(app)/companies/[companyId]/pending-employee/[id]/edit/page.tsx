import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";
import { seatActionsOf } from "@/lib/hiring/seat-actions";
import { getSeatOrThrow } from "@/lib/hiring/get-seat";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { EditSeatForm } from "@/components/hiring/edit-seat-form";

export const metadata: Metadata = { title: "Edit pending employee" };

export default async function EditPendingEmployeePage({
  params,
}: {
  params: Promise<{ companyId: string; id: string }>;
}) {
  const { companyId, id } = await params;
  const actor = await guardPage({ permission: "seats.update" });
  const seat = await orNotFound(() => getSeatOrThrow(actor, id));
  if (seat.companyId !== companyId || seat.seatStatus === "archived") notFound();
  const { isAdmin } = seatActionsOf(actor);
  // Spec 1 section 2: 403 for an admin once the order form is accepted.
  if (isAdmin && seat.sowStatus === "sow:accepted") forbidden();
  return <EditSeatForm seat={seat} isAdmin={isAdmin} />;
}
