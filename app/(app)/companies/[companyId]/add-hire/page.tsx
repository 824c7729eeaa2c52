import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { errorField, logger } from "@/lib/observability/logger";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { HIRE_TYPES, type HireType } from "@/lib/hiring/constants";
import { guardPage } from "@/lib/pages/guard";
import { can } from "@/lib/policy";
import { PRODUCTS_ERROR } from "@/lib/companies/load-errors";
import { ChooseHireType } from "@/components/hiring/choose-hire-type";
import { LoadErrorNotice } from "@/components/companies/error-toast";

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
  // An unknown or unreachable company is the 404 page; any other failure to read the company's available
  // products is the toast titled Error of spec 1 section 8 (with its banner) instead of the hire types.
  let availability: Awaited<ReturnType<typeof getHireAvailability>>;
  try {
    availability = await getHireAvailability(actor, companyId);
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    if (error instanceof AppError && (error.code === "UNAUTHORIZED" || error.code === "FORBIDDEN")) throw error;
    logger().error({ msg: "add hire: available products could not be read", companyId, error: errorField(error) });
    return <LoadErrorNotice message={PRODUCTS_ERROR} />;
  }
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
