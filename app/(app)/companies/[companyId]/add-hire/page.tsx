import type { Metadata } from "next";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { HIRE_TYPES, type HireType } from "@/lib/hiring/constants";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { ChooseHireType } from "@/components/hiring/choose-hire-type";

export const metadata: Metadata = { title: "Choose your type of hire" };

export default async function AddHirePage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<{ type?: string; country?: string }>;
}) {
  const { companyId } = await params;
  const { type, country } = await searchParams;
  const actor = await guardPage({ permission: "seats.create" });
  const availability = await orNotFound(() => getHireAvailability(actor, companyId));
  const requested = HIRE_TYPES.includes(type as HireType) ? (type as HireType) : null;
  return (
    <ChooseHireType
      companyId={companyId}
      availability={availability}
      initialType={requested}
      country={country ?? null}
      canReviewInvoices={can(actor, "balances.read")}
    />
  );
}
