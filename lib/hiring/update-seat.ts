// PATCH /api/seats/{id}: edit a seat's fields and, in the same transaction, accept or mark its order form signed.
import "server-only";
import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { parseDateInput } from "@/lib/hiring/dates";
import { apdPercentOf, type ZUpdateSeat } from "@/lib/hiring/schema";
import { sowToSpec, type DbSowStatus } from "@/lib/hiring/workflow";
import { loadSeat, toSeatDto, type SeatDto, type SeatRow } from "@/lib/hiring/seat-dto";
import { acceptOrderFormInTx } from "@/lib/hiring/accept-order-form";
import { assertSalaryCurrency } from "@/lib/employees/assert-salary-currency";

const ADMIN_ONLY_FIELDS = [
  "billingCurrency",
  "employeeType",
  "depositType",
  "managementFeeAmount",
  "setupFeeAmount",
  "setupFeeStructure",
  "zeroDepositFee",
  "apdChoice",
  "apdOtherPercent",
] as const;

export async function updateSeat(actor: Actor, id: string, body: z.output<typeof ZUpdateSeat>): Promise<SeatDto> {
  const f = flagsOf(actor);
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    if (seat.seatStatus === "archived") throw new AppError("CONFLICT", "This seat has been archived.");
    if (seat.employee) throw new AppError("CONFLICT", "This seat has already been converted to an employee.");

    const editsFields = Object.keys(body).some((k) => !["sowStatus", "orderFormSigned", "version"].includes(k));
    if (editsFields) {
      if (ADMIN_ONLY_FIELDS.some((k) => body[k] !== undefined) && !f.isAdmin) throw new AppError("FORBIDDEN");
      // Spec 1 section 2: an admin may not edit once the order form is accepted.
      if (f.isAdmin && seat.sowStatus === "sow_accepted") throw new AppError("FORBIDDEN");
      if (body.countryCode && body.countryCode !== seat.countryCode)
        throw new AppError("BAD_REQUEST", "Use Change Country to move a seat to another country", {
          fieldErrors: { countryCode: ["Use Change Country to move a seat to another country"] },
        });
      if (body.annualBaseSalaryCurrency)
        await assertSalaryCurrency(
          f.isAdmin ? ["admin"] : ["manager"],
          seat.countryCode,
          body.annualBaseSalaryCurrency,
          seat.employeeProfile?.annualBaseSalaryCurrency ?? seat.annualBaseSalaryCurrency,
          tx,
        );
      const data: Prisma.SeatUncheckedUpdateInput = {};
      if (body.firstName !== undefined) data.firstName = body.firstName || null;
      if (body.lastName !== undefined) data.lastName = body.lastName || null;
      if (body.desiredStartDate !== undefined) data.desiredStartDate = parseDateInput(body.desiredStartDate)!;
      if (body.purchaseOrderNumber !== undefined) data.purchaseOrderNumber = body.purchaseOrderNumber || null;
      if (body.billingCurrency !== undefined) data.billingCurrency = body.billingCurrency;
      if (body.annualBaseSalaryAmount !== undefined) data.annualBaseSalaryAmount = String(body.annualBaseSalaryAmount);
      if (body.annualBaseSalaryCurrency) data.annualBaseSalaryCurrency = body.annualBaseSalaryCurrency;
      const profile: Prisma.SeatEmployeeProfileUncheckedUpdateInput = {};
      const employeeType = body.employeeType ?? seat.employeeProfile?.employeeType ?? undefined;
      const depositType = body.depositType ?? seat.employeeProfile?.depositType ?? undefined;
      if (body.depositType === "NO_DEPOSIT" && employeeType === "EOR" && !seat.company.isInternal)
        throw new AppError("BAD_REQUEST", "No Deposit is for internal employees only", {
          fieldErrors: { depositType: ["No Deposit is for internal employees only"] },
        });
      if (body.employeeType !== undefined) profile.employeeType = body.employeeType;
      if (body.depositType !== undefined) profile.depositType = body.depositType;
      if (body.managementFeeAmount !== undefined) profile.managementFeeAmount = String(body.managementFeeAmount);
      if (body.setupFeeAmount !== undefined) profile.setupFeeAmount = String(body.setupFeeAmount);
      if (body.setupFeeStructure !== undefined) profile.setupFeeStructure = body.setupFeeStructure;
      if (body.zeroDepositFee !== undefined)
        profile.zeroDepositFee = depositType === "ZERO_DEPOSIT_INSURANCE" ? String(body.zeroDepositFee) : null;
      if (body.apdChoice !== undefined) {
        const apd = apdPercentOf(body.apdChoice || undefined, body.apdOtherPercent);
        profile.advancedPaymentDepositPercentage = apd !== null ? String(apd) : null;
      }
      if (body.annualBaseSalaryAmount !== undefined)
        profile.annualBaseSalaryAmount = String(body.annualBaseSalaryAmount);
      if (body.annualBaseSalaryCurrency) profile.annualBaseSalaryCurrency = body.annualBaseSalaryCurrency;

      const where: Prisma.SeatWhereInput = { id, version: body.version ?? seat.version };
      const { count } = await tx.seat.updateMany({
        where,
        data: { ...data, version: { increment: 1 } } as Prisma.SeatUncheckedUpdateManyInput,
      });
      if (count === 0) throw new AppError("CONFLICT");
      if (Object.keys(profile).length)
        await tx.seatEmployeeProfile.upsert({
          where: { seatId: id },
          create: { ...(profile as Prisma.SeatEmployeeProfileUncheckedCreateInput), seatId: id },
          update: profile,
        });
      await recordAudit(tx, {
        actor,
        action: "seat.update",
        entityType: "Seat",
        entityId: id,
        before: snapshot(seat),
        after: { ...snapshot(seat), ...data, ...profile },
      });
    }

    if (body.sowStatus && body.sowStatus !== sowToSpec(seat.sowStatus as DbSowStatus)) {
      if (body.sowStatus !== "sow:accepted")
        throw new AppError("UNPROCESSABLE", "Upload an order form to send it for acceptance.");
      const fresh = await loadSeat(tx, actor, id);
      await acceptOrderFormInTx(tx, actor, fresh, !!body.orderFormSigned);
    } else if (body.orderFormSigned && seat.sowStatus !== "sow_accepted") {
      const fresh = await loadSeat(tx, actor, id);
      await acceptOrderFormInTx(tx, actor, fresh, true);
    }
    return toSeatDto(await loadSeat(tx, actor, id));
  });
}

function snapshot(seat: SeatRow): Record<string, unknown> {
  const p = seat.employeeProfile;
  return {
    firstName: seat.firstName,
    lastName: seat.lastName,
    desiredStartDate: seat.desiredStartDate,
    purchaseOrderNumber: seat.purchaseOrderNumber,
    billingCurrency: seat.billingCurrency,
    employeeType: p?.employeeType ?? null,
    depositType: p?.depositType ?? null,
    managementFeeAmount: p?.managementFeeAmount ?? null,
    setupFeeAmount: p?.setupFeeAmount ?? null,
  };
}
