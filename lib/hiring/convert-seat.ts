// POST /api/seats/{id}/convert: the completed profile is checked against both stages, the seat is claimed and the
// employees domain creates the employee, all in one transaction.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { ZProfileStage2, profileStage1Schema } from "@/lib/hiring/schema";
import { loadSeat, toSeatDto } from "@/lib/hiring/seat-dto";
import { assertProfileEditable, requiresPrivateAddress } from "@/lib/hiring/seat-profile";
import { assertEmployeeEmailFree, createEmployeeFromSeat } from "@/lib/employees/create-employee-from-seat";

/** POST /api/seats/{id}/convert: the seat becomes an employee (with its onboarding progress at the first stage). */
export async function convertSeat(actor: Actor, id: string, body: { managerId?: string }) {
  return db.$transaction(async (tx) => {
    const seat = await loadSeat(tx, actor, id);
    assertProfileEditable(seat);
    const dto = toSeatDto(seat);
    const p = dto.employeeProfile;
    // The stored profile must pass both stages, exactly as the form validates them.
    const stage1 = profileStage1Schema(requiresPrivateAddress(seat)).safeParse({
      countryCode: dto.countryCode,
      citizenship: p?.citizenship,
      firstName: dto.firstName,
      lastName: dto.lastName,
      pronouns: p?.pronouns,
      personalEmail: p?.personalEmail,
      privateAddress: p?.privateAddress ?? undefined,
      rightToWorkCheckCompleted:
        p?.rightToWorkCheckCompleted === true ? "yes" : p?.rightToWorkCheckCompleted === false ? "no" : undefined,
    });
    const stage2 = ZProfileStage2.safeParse({
      jobTitle: p?.jobTitle,
      jobDescription: p?.jobDescription,
      annualBaseSalaryAmount: p?.annualBaseSalaryAmount ? Number(p.annualBaseSalaryAmount) : undefined,
      annualBaseSalaryCurrency: p?.annualBaseSalaryCurrency ?? undefined,
      locationOfWorkType: p?.locationOfWorkType ?? undefined,
      locationOfWorkCity: p?.locationOfWorkCity,
      hasSupplementaryBenefits: p?.hasSupplementaryBenefits ?? undefined,
    });
    if (!stage1.success || !stage2.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of [...(stage1.error?.issues ?? []), ...(stage2.error?.issues ?? [])])
        (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
      throw new AppError("UNPROCESSABLE", "The profile is incomplete.", { fieldErrors });
    }
    const email = p!.personalEmail.toLowerCase();
    await assertEmployeeEmailFree(tx, email);

    let managerId: string | null = null;
    if (flagsOf(actor).isManager && !can(actor, "tenancy.allCompanies")) {
      managerId = (await tx.manager.findUnique({ where: { userId: actor.userId }, select: { id: true } }))?.id ?? null;
    } else if (body.managerId) {
      const manager = await tx.manager.findFirst({
        where: { id: body.managerId, companyId: seat.companyId },
        select: { id: true },
      });
      if (!manager)
        throw new AppError("BAD_REQUEST", "Unknown manager", { fieldErrors: { managerId: ["Unknown manager"] } });
      managerId = manager.id;
    } else {
      // Staff converting: the manager who requested the hire, else the company's first manager.
      const requester = seat.createdById
        ? await tx.manager.findFirst({
            where: { userId: seat.createdById, companyId: seat.companyId },
            select: { id: true },
          })
        : null;
      managerId =
        requester?.id ??
        (
          await tx.manager.findFirst({
            where: { companyId: seat.companyId },
            orderBy: { createdAt: "asc" },
            select: { id: true },
          })
        )?.id ??
        null;
    }

    // Claim the seat (version bump) so two concurrent conversions cannot both pass; Employee.seatId is unique too.
    const claimed = await tx.seat.updateMany({
      where: { id, version: seat.version, sowStatus: "sow_accepted", seatStatus: "pending" },
      data: { version: { increment: 1 } },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT");
    const employee = await createEmployeeFromSeat(tx, actor, {
      seat: { ...seat, employeeProfile: seat.employeeProfile! },
      firstName: dto.firstName,
      lastName: dto.lastName,
      email,
      managerId,
    });
    await recordAudit(tx, {
      actor,
      action: "seat.convert",
      entityType: "Seat",
      entityId: seat.id,
      after: { employeeId: employee.id },
    });
    return { employeeId: employee.id, seatId: seat.id };
  });
}
