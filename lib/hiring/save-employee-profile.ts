// PUT /api/seats/{id}/employee-profile: stage 1 or 2 of the complete-profile form, as a draft or validated.
import "server-only";
import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { assertSalaryCurrency } from "@/lib/employees/assert-salary-currency";
import { ZAddress, ZProfileStage2, profileStage1Schema, type ZSaveProfile } from "@/lib/hiring/schema";
import { loadSeat, toSeatDto, type SeatDto } from "@/lib/hiring/seat-dto";
import { assertProfileEditable, requiresPrivateAddress } from "@/lib/hiring/seat-profile";
import { assertPolicyMinimum } from "@/lib/holidays/leave-policy/assert-policy-minimum";

async function upsertAddress(tx: Tx, existingId: string | null | undefined, value: z.output<typeof ZAddress>) {
  const data = {
    addressLine1: value.addressLine1,
    addressLine2: value.addressLine2 || null,
    addressLine3: value.addressLine3 || null,
    city: value.city,
    state: value.state || null,
    postalCode: value.postalCode,
    country: value.country,
  };
  if (existingId) return (await tx.address.update({ where: { id: existingId }, data })).id;
  return (await tx.address.create({ data })).id;
}

export async function saveEmployeeProfile(
  actor: Actor,
  id: string,
  body: z.output<typeof ZSaveProfile>,
): Promise<SeatDto> {
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    assertProfileEditable(seat);
    const v = body.values;
    const profile: Prisma.SeatEmployeeProfileUncheckedUpdateInput = {};
    const seatData: Prisma.SeatUncheckedUpdateInput = {};
    const existing = seat.employeeProfile;
    const str = (x: unknown) => (typeof x === "string" && x.trim() !== "" ? x.trim() : null);
    const num = (x: unknown) =>
      typeof x === "number" && Number.isFinite(x)
        ? x
        : typeof x === "string" && x.trim() !== "" && Number.isFinite(Number(x))
          ? Number(x)
          : null;

    if (body.stage === 1) {
      let values: Record<string, unknown> = v;
      if (!body.draft) values = profileStage1Schema(requiresPrivateAddress(seat)).parse(v);
      const country = str(values.countryCode)?.toUpperCase();
      if (country && country !== seat.countryCode)
        throw new AppError("BAD_REQUEST", "Use Change Country to move a seat to another country", {
          fieldErrors: { countryCode: ["Use Change Country to move a seat to another country"] },
        });
      if (values.firstName !== undefined) seatData.firstName = str(values.firstName);
      if (values.lastName !== undefined) seatData.lastName = str(values.lastName);
      if (values.citizenship !== undefined)
        profile.citizenship = str(values.citizenship)?.toUpperCase().slice(0, 2) ?? null;
      if (values.pronouns !== undefined) profile.pronouns = str(values.pronouns);
      if (values.personalEmail !== undefined) profile.personalEmail = str(values.personalEmail);
      if (values.rightToWorkCheckCompleted !== undefined)
        profile.rightToWorkCheckCompleted =
          values.rightToWorkCheckCompleted === "yes" ? true : values.rightToWorkCheckCompleted === "no" ? false : null;
      const address = ZAddress.safeParse(values.privateAddress);
      if (address.success) profile.privateAddressId = await upsertAddress(tx, existing?.privateAddressId, address.data);
    } else {
      let values: Record<string, unknown> = v;
      if (!body.draft) values = ZProfileStage2.parse(v);
      if (values.jobTitle !== undefined) profile.jobTitle = str(values.jobTitle);
      if (values.jobDescription !== undefined) profile.jobDescription = str(values.jobDescription);
      const salary = num(values.annualBaseSalaryAmount);
      if (salary !== null) profile.annualBaseSalaryAmount = String(salary);
      const currency = str(values.annualBaseSalaryCurrency)?.toUpperCase().slice(0, 3);
      if (currency) {
        const kinds = flagsOf(actor).isAdmin ? (["admin"] as const) : (["manager"] as const);
        await assertSalaryCurrency(kinds, seat.countryCode, currency, existing?.annualBaseSalaryCurrency, tx);
        profile.annualBaseSalaryCurrency = currency;
      }
      if (values.locationOfWorkType === "HOME_OFFICE" || values.locationOfWorkType === "CORPORATE_OFFICE")
        profile.locationOfWorkType = values.locationOfWorkType;
      const city = str(values.locationOfWorkCity);
      if (city) {
        if (existing?.locationOfWorkAddressId)
          await tx.address.update({ where: { id: existing.locationOfWorkAddressId }, data: { city } });
        else
          profile.locationOfWorkAddressId = (
            await tx.address.create({ data: { addressLine1: "", city, postalCode: "", country: seat.countryCode } })
          ).id;
      }
      if (values.hoursOfWork !== undefined) profile.hoursOfWork = num(values.hoursOfWork);
      if (values.workEmail !== undefined) profile.workEmail = str(values.workEmail);
      if (values.probationaryPeriodLength !== undefined)
        profile.probationaryPeriodLength = num(values.probationaryPeriodLength);
      if (values.holidayEntitlementType !== undefined)
        profile.holidayEntitlementType = (str(values.holidayEntitlementType) as never) ?? null;
      if (values.holidayEntitlementDays !== undefined)
        profile.holidayEntitlementDays = num(values.holidayEntitlementDays);
      // Never fewer holiday days than the country's law gives (Unlimited is exempt), drafts included.
      const typeSet = values.holidayEntitlementType !== undefined;
      const daysSet = values.holidayEntitlementDays !== undefined;
      if ((typeSet || daysSet) && seat.countryCode) {
        const country = await tx.country.findUnique({ where: { code: seat.countryCode }, select: { name: true } });
        await assertPolicyMinimum(
          {
            countryCode: seat.countryCode,
            countryName: country?.name ?? seat.countryCode,
            holidayType: typeSet ? str(values.holidayEntitlementType) : existing?.holidayEntitlementType,
            days: daysSet ? num(values.holidayEntitlementDays) : existing?.holidayEntitlementDays,
            field: "holidayEntitlementDays",
          },
          tx,
        );
      }
      if (["yes", "no", "unknown"].includes(String(values.hasSupplementaryBenefits)))
        profile.hasSupplementaryBenefits = values.hasSupplementaryBenefits as never;
    }
    profile.profileStage = Math.max(existing?.profileStage ?? 0, body.draft ? body.stage - 1 : body.stage);
    if (Object.keys(seatData).length)
      await tx.seat.update({ where: { id }, data: { ...seatData, version: { increment: 1 } } });
    await tx.seatEmployeeProfile.upsert({
      where: { seatId: id },
      create: { ...(profile as Prisma.SeatEmployeeProfileUncheckedCreateInput), seatId: id },
      update: profile,
    });
    await recordAudit(tx, {
      actor,
      action: body.draft ? "seat.profile.draft" : `seat.profile.stage${body.stage}`,
      entityType: "Seat",
      entityId: id,
      after: { ...seatData, ...profile },
    });
    return toSeatDto(await loadSeat(tx, actor, id));
  });
}
