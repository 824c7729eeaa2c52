import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { can } from "@/lib/policy";
import { getSeatOrThrow } from "@/lib/hiring/get-seat";
import { quoteForSeat } from "@/lib/hiring/build-quote";
import { getCountryKeyFacts } from "@/lib/hiring/get-country-key-facts";
import { guardPage, orNotFound } from "@/lib/pages/guard";
import { addEmployeeInvoicePopupOn } from "@/lib/hiring/invoice-popup";
import { OrderFormView } from "./page-client";
import type { KeyFactsContent } from "@/components/hiring/key-facts";

export const metadata: Metadata = { title: "Order Form" };

// employeeId is the converted employee's id, or the literal "new" while the seat has no employee yet.
export default async function OrderFormPage({
  params,
  searchParams,
}: {
  params: Promise<{ employeeId: string; seatId: string }>;
  searchParams: Promise<{ review?: string }>;
}) {
  const { employeeId, seatId } = await params;
  const { review } = await searchParams;
  const actor = await guardPage({ permission: "seats.read" });
  const seat = await orNotFound(() => getSeatOrThrow(actor, seatId));
  if (employeeId !== "new" && seat.employeeId !== employeeId) notFound();
  const [quote, keyFacts] = await Promise.all([quoteForSeat(seat), getCountryKeyFacts(seat.countryCode)]);
  return (
    <OrderFormView
      seat={seat}
      quote={quote?.quote ?? null}
      keyFacts={keyFacts as KeyFactsContent | null}
      reviewMode={review === "1" && seat.sowStatus === "sow:awaiting-acceptance"}
      canAccept={can(actor, "seats.acceptOrderForm") && seat.sowStatus === "sow:awaiting-acceptance"}
      invoicePopup={addEmployeeInvoicePopupOn()}
      backHref={
        seat.employeeId ? `/employees/${seat.employeeId}` : `/companies/${seat.companyId}/pending-employee/${seat.id}`
      }
    />
  );
}
