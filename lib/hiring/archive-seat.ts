// POST /api/seats/{id}/archive: archive a seat, or 'Change country' (archive it and create its replacement).
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import type { ZArchiveSeatForm } from "@/lib/hiring/schema";
import { seatStatusWorkflow } from "@/lib/hiring/workflow";
import { loadSeat, toSeatDto } from "@/lib/hiring/seat-dto";
import { assertHireableCountry, recordSeatCreation } from "@/lib/hiring/seat-creation";

export async function archiveSeat(actor: Actor, id: string, body: z.output<typeof ZArchiveSeatForm>) {
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    if (seat.employee) throw new AppError("CONFLICT", "This seat has already been converted to an employee.");
    const name = [seat.firstName, seat.lastName].filter(Boolean).join(" ") || seat.id;
    if (body.kind === "archive") {
      await transition(tx, seatStatusWorkflow, {
        id: seat.id,
        from: seat.seatStatus,
        to: "archived",
        version: body.version ?? seat.version,
        actor,
        note: body.archiveReason,
        action: "seat.archive",
        data: { archiveReason: body.archiveReason, archivedAt: new Date() },
      });
      return { archivedSeatId: seat.id, name, newSeat: null };
    }
    // Change country: archive this seat and create a new one for the other country, in one transaction.
    const country = await assertHireableCountry(tx, body.countryCode!);
    if (country.code === seat.countryCode)
      throw new AppError("BAD_REQUEST", "Please choose a different country", {
        fieldErrors: { countryCode: ["Please choose a different country"] },
      });
    await transition(tx, seatStatusWorkflow, {
      id: seat.id,
      from: seat.seatStatus,
      to: "archived",
      version: body.version ?? seat.version,
      actor,
      note: `Change country to ${country.code}`,
      action: "seat.changeCountry",
      data: { archiveReason: "correction", archivedAt: new Date() },
    });
    const created = await tx.seat.create({
      data: {
        companyId: seat.companyId,
        countryCode: country.code,
        firstName: seat.firstName,
        lastName: seat.lastName,
        desiredStartDate: seat.desiredStartDate,
        purchaseOrderNumber: seat.purchaseOrderNumber,
        billingCurrency: seat.billingCurrency,
        createdById: actor.userId,
        sowStatus: "sow_awaiting_proposal",
      },
    });
    const p = seat.employeeProfile;
    if (p)
      await tx.seatEmployeeProfile.create({
        data: {
          seatId: created.id,
          employeeType: p.employeeType,
          depositType: p.depositType,
          managementFeeAmount: p.managementFeeAmount,
          setupFeeAmount: p.setupFeeAmount,
          setupFeeStructure: p.setupFeeStructure,
          zeroDepositFee: p.zeroDepositFee,
          advancedPaymentDepositPercentage: p.advancedPaymentDepositPercentage,
        },
      });
    await recordSeatCreation(tx, actor, created.id, "sow_awaiting_proposal", {
      replacesSeatId: seat.id,
      countryCode: country.code,
    });
    return { archivedSeatId: seat.id, name, newSeat: toSeatDto(await loadSeat(tx, actor, created.id)) };
  });
}
