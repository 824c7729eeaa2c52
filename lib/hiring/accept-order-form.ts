import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { transition } from "@/lib/workflow";
import { seatSowWorkflow, type DbSowStatus } from "@/lib/hiring/workflow";
import { missingOrderFormFields, toSeatDto, type SeatRow } from "@/lib/hiring/seat-dto";
import { quoteForSeat } from "@/lib/hiring/build-quote";

/** Accept the order form (manager in the modal) or mark it signed outside the platform (admin). */
export async function acceptOrderFormInTx(tx: Tx, actor: Actor, seat: SeatRow, signedOutside: boolean) {
  assertCan(actor, signedOutside ? "seats.markOrderFormSigned" : "seats.acceptOrderForm");
  const missing = missingOrderFormFields(seat);
  if (missing.length)
    throw new AppError("UNPROCESSABLE", `The order form is incomplete: ${missing.join(", ")}.`, {
      details: { missingOrderFormFields: missing },
    });
  // Accepting in the modal needs a proposal to accept; an admin may mark a never-uploaded form as signed.
  if (!signedOutside && seat.sowStatus === "sow_awaiting_proposal")
    throw new AppError("UNPROCESSABLE", "There is no order form to accept yet.");
  const quote = await quoteForSeat(toSeatDto(seat));
  await transition(tx, seatSowWorkflow, {
    id: seat.id,
    from: seat.sowStatus as DbSowStatus,
    to: "sow_accepted",
    version: seat.version,
    actor,
    note: signedOutside ? "Order form already signed" : "Order form accepted",
    action: signedOutside ? "seat.markOrderFormSigned" : "seat.acceptOrderForm",
    data: { sowSignatureDate: new Date(), sowSignedBy: actor.name },
  });
  // Freeze the quote the client agreed to.
  if (quote)
    await tx.seatEmployeeProfile.update({
      where: { seatId: seat.id },
      data: {
        depositFeeCalculatedAmount: quote.quote.depositFee.calculatedAmount,
        depositFeeConvertedAmount: quote.quote.depositFee.convertedAmount,
        employerCostsSubtotal: quote.quote.employerCosts.subtotal,
        employerCosts: quote.quote.employerCosts.costs,
        fxFeeAmount: quote.quote.fxFee,
        fxFeeCurrency: quote.quote.billingCurrency,
      },
    });
}
