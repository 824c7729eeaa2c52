// Offboarding: termination requests (with the questionnaire answers and one support document) and
// resignations, requested and reviewed, with their status history.
import type { Prisma, TerminationReason } from "../../generated/prisma/client";
import { demoAccount } from "../demo-accounts";
import type { DemoUserIds, SeedContext } from "./context";
import type { Employees } from "./employees";
import type { Managers } from "./managers";
import { ANCHOR, DAY, at, future, iso, pad } from "./values";

export async function seedOffboarding(
  { tx, count, history }: SeedContext,
  staff: Employees,
  managers: Managers,
  demoUserId: DemoUserIds,
) {
  const employees = staff.list;
  const reasons: TerminationReason[] = [
    "poorPerformance",
    "businessReason",
    "failedProbation",
    "misconduct",
    "restructureOrTakeover",
    "eorSwitch",
    "moveToOwnEntity",
    "other",
  ];
  const terminationEmployees = employees
    .filter((e) => e.onboardingStatus === "ACTIVE" && e.id !== "emp-emma" && e.companyId !== "newco")
    .filter((_, i) => i % 4 === 1)
    .slice(0, 8);
  const terminations: Prisma.TerminationRequestCreateManyInput[] = terminationEmployees.map((e, i) => {
    const reason = reasons[i % reasons.length];
    const managerUserId = managers.userIdOf(e.managerId);
    const lastDay = iso(future(45 + i * 7));
    return {
      id: `term-${pad(i + 1)}`,
      companyId: e.companyId,
      employeeId: e.id,
      employmentId: `employment-${e.id}`,
      employeeManagerId: e.managerId ?? null,
      createdById: managerUserId ?? demoUserId.csAdmin,
      status: "REQUESTED",
      terminationReason: reason,
      answers: {
        isEmployeeOPManager: {
          selectedAnswerKeys: [i % 3 === 0 ? "yes" : "no"],
          ...(i % 3 === 0
            ? { inputAnswers: [managers.emailOf.get(managerUserId ?? "") ?? demoAccount("superManager").email] }
            : {}),
        },
        isEmployeeAwareOfTermination: { selectedAnswerKeys: [i % 2 ? "yes" : "no"] },
        terminationReason: { selectedAnswerKeys: [reason] },
        ...(reason === "other"
          ? { detailsOfTerminationReason: { inputAnswers: ["The role is being moved to a contractor arrangement."] } }
          : {}),
        hasDisputesWithEmployee: { selectedAnswerKeys: [i === 3 ? "yes" : "no"] },
        ...(i === 3
          ? { detailsOfDisputesWithEmployee: { inputAnswers: ["Disagreement about unpaid overtime in Q2."] } }
          : {}),
        lastWorkingDayPreference: { inputAnswers: [lastDay] },
        lastEmploymentDatePreference: { inputAnswers: [lastDay] },
        employeeNonHolidayLeaves: { selectedAnswerKeys: i % 3 === 1 ? ["sickLeave", "daysOwed"] : ["notApplicable"] },
        numberOfVacationDaysBeforeLastEmploymentDate: { inputAnswers: [String(3 + i)] },
        ...(i % 2 ? { overtimeOwed: { inputAnswers: [String(4 + i)], selectedAnswerKeys: ["hours"] } } : {}),
        numberOfDaysOwed: { inputAnswers: [String(i % 3)] },
        terminationSupportDocumentation: { inputAnswers: i === 0 ? ["doc-termination-support-1"] : [] },
      },
      createdAt: at(-14 + i, 15),
    };
  });
  await tx.terminationRequest.createMany({ data: terminations });
  if (terminations.length) {
    const t0 = terminations[0];
    await tx.document.create({
      data: {
        id: "doc-termination-support-1",
        title: "Performance improvement plan",
        type: "TERMINATION_SUPPORT",
        storageKey: `seed/terminations/${t0.companyId}/${t0.employeeId}/pip.pdf`,
        fileName: "pip.pdf",
        mimeType: "application/pdf",
        sizeBytes: 0, // set from the demo file (prisma/seed/files/)
        employeeId: t0.employeeId,
        companyId: t0.companyId,
        tenantId: t0.companyId,
        uploadedById: t0.createdById,
        createdAt: t0.createdAt as Date,
      },
    });
    count("Document", 1);
  }
  count("TerminationRequest", terminations.length);

  const resignationEmployees = employees
    .filter((e) => e.onboardingStatus === "ACTIVE" && e.id !== "emp-emma" && !terminationEmployees.includes(e))
    .filter((_, i) => i % 5 === 2)
    .slice(0, 5);
  const resignations: Prisma.ResignationCreateManyInput[] = resignationEmployees.map((e, i) => ({
    id: `resign-${pad(i + 1)}`,
    companyId: e.companyId,
    employeeId: e.id,
    employmentId: `employment-${e.id}`,
    employeeLastWorkingDay: i < 3 ? future(30 + i * 10) : new Date(ANCHOR + (10 + i) * DAY),
    isManagerAware: i !== 1,
    employeeScheduledLeaves: i % 2 ? "Holiday 22-24 December" : null,
    employeeNumberOfVacationsDays: 4 + i,
    resignationReason: ["New job opportunity", "Relocation", "Career change", "Personal reasons", "Other"][i],
    otherReason: i === 4 ? "Going back to university for a master's degree." : null,
    createdById: e.userId ?? null,
    status: i < 3 ? "REQUESTED" : "REVIEWED",
    reviewedAt: i < 3 ? null : at(-2),
    reviewedById: i < 3 ? null : demoUserId.csAdmin,
    createdAt: at(-12 + i, 14),
  }));
  await tx.resignation.createMany({ data: resignations });
  count("Resignation", resignations.length);
  const resignationHistory: Prisma.StatusHistoryCreateManyInput[] = resignations.flatMap((r) =>
    r.status === "REVIEWED"
      ? [
          {
            entityType: "Resignation",
            entityId: r.id!,
            fromStatus: null,
            toStatus: "Requested",
            actorId: r.createdById ?? null,
            createdAt: r.createdAt as Date,
          },
          {
            entityType: "Resignation",
            entityId: r.id!,
            fromStatus: "Requested",
            toStatus: "Reviewed",
            actorId: demoUserId.csAdmin,
            createdAt: r.reviewedAt as Date,
          },
        ]
      : [
          {
            entityType: "Resignation",
            entityId: r.id!,
            fromStatus: null,
            toStatus: "Requested",
            actorId: r.createdById ?? null,
            createdAt: r.createdAt as Date,
          },
        ],
  );
  const terminationHistory: Prisma.StatusHistoryCreateManyInput[] = terminations.map((t) => ({
    entityType: "TerminationRequest",
    entityId: t.id!,
    fromStatus: null,
    toStatus: "Requested",
    actorId: t.createdById ?? null,
    createdAt: t.createdAt as Date,
  }));
  history.push(...terminationHistory, ...resignationHistory);
}
