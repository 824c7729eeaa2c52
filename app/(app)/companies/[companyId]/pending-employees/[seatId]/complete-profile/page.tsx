import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { seatActionsOf } from "@/lib/hiring/seat-actions";
import { getSeatOrThrow } from "@/lib/hiring/get-seat";
import { listCountries } from "@/lib/hiring/list-countries";
import { requiresPrivateAddress } from "@/lib/hiring/seat-profile";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { salaryCurrencyChoices } from "@/lib/employees/salary-currency";
import { countrySalaryCurrency } from "@/lib/employees/assert-salary-currency";
import { CompleteProfileForm } from "./page-client";
import { Banner } from "@/components/ui/misc";

export const metadata: Metadata = { title: "Complete profile and build contract" };

export default async function CompleteProfilePage({
  params,
}: {
  params: Promise<{ companyId: string; seatId: string }>;
}) {
  const { companyId, seatId } = await params;
  const actor = await guardPage({ permission: "seats.update" });
  const seat = await orNotFound(() => getSeatOrThrow(actor, seatId));
  if (seat.companyId !== companyId || seat.seatStatus === "archived") notFound();
  const { isAdmin } = seatActionsOf(actor);
  const exitHref = isAdmin ? `/companies/${companyId}` : "/employees#pending-employees";
  if (seat.employeeId) {
    return (
      <Banner tone="info" title="This employee has already been created.">
        <Link className="underline" href={`/employees/${seat.employeeId}`}>
          Open the employee
        </Link>
      </Banner>
    );
  }
  if (seat.sowStatus !== "sow:accepted") {
    return (
      <Banner tone="warning" title="The order form must be accepted before the profile is completed.">
        <Link className="underline" href={`/employees/new/${seat.id}/order-form`}>
          View order form
        </Link>
      </Banner>
    );
  }
  const countries = (await listCountries()).map((c) => ({ code: c.code, name: c.name }));
  return (
    <CompleteProfileForm
      seat={seat}
      countries={countries}
      requirePrivateAddress={requiresPrivateAddress({
        employeeProfile: seat.employeeProfile ? { employeeType: seat.employeeProfile.employeeType } : null,
      })}
      exitHref={exitHref}
      // Spec 1 section 6: a manager pays the salary in the country's currency only.
      salaryCurrencies={salaryCurrencyChoices(
        isAdmin ? ["admin"] : ["manager"],
        await countrySalaryCurrency(seat.countryCode),
        seat.employeeProfile?.annualBaseSalaryCurrency,
      )}
    />
  );
}
