import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { seatActionsOf } from "@/lib/hiring/seat-actions";
import { getSeatOrThrow } from "@/lib/hiring/get-seat";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { Card } from "@/components/ui/misc";
import { HireSteps } from "@/components/hiring/hire-steps";

export const metadata: Metadata = { title: "Complete profile and build contract" };

export default async function EmployeeChecklistPage({
  params,
}: {
  params: Promise<{ companyId: string; seatId: string }>;
}) {
  const { companyId, seatId } = await params;
  const actor = await guardPage({ permission: "seats.read" });
  const seat = await orNotFound(() => getSeatOrThrow(actor, seatId));
  if (seat.companyId !== companyId) notFound();
  const later = seatActionsOf(actor).isAdmin ? `/companies/${companyId}` : "/employees#pending-employees";
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <HireSteps current="checklist" />
      <h1 className="text-2xl font-semibold">Complete profile and build contract</h1>
      <p className="text-lg">{seat.name || "Your new employee"}</p>
      <Card title="Personal details">
        <ul className="list-disc pl-5 text-sm">
          <li>Full legal name</li>
          <li>Address</li>
          <li>Personal email address</li>
        </ul>
      </Card>
      <Card title="Contract details">
        <ul className="list-disc pl-5 text-sm">
          <li>Job title</li>
          <li>Job description</li>
          <li>Annual base salary</li>
          <li>Working hours</li>
        </ul>
      </Card>
      <div className="flex justify-end gap-3">
        <Link
          href={later}
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm"
        >
          Later
        </Link>
        <Link
          href={`/companies/${companyId}/pending-employees/${seatId}/complete-profile`}
          className="inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white"
        >
          Complete profile
        </Link>
      </div>
    </div>
  );
}
