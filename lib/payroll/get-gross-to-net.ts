// GET /gross-to-net/{id}: one file with its status change log.
import { db } from "@/lib/db";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";
import { PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";
import { fileDto, fileSelect } from "@/lib/payroll/file-dto";

export async function getGrossToNet(id: string) {
  const file = await findPayReportOrThrow(id, fileSelect);
  const history = await db.statusHistory.findMany({
    where: { entityType: PAY_REPORT_ENTITY, entityId: id },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true, toStatus: true, fromStatus: true, actorId: true, note: true },
  });
  const actors = await db.user.findMany({
    where: { id: { in: history.map((h) => h.actorId).filter((x): x is string => !!x) } },
    select: { id: true, firstName: true, lastName: true },
  });
  const nameOf = new Map(actors.map((a) => [a.id, `${a.firstName} ${a.lastName}`]));
  return {
    ...fileDto(file),
    grossToNetStatusChangeLogs: history.map((h) => ({
      updatedAt: h.createdAt,
      status: h.toStatus,
      fromStatus: h.fromStatus,
      updatedBy: h.actorId ? (nameOf.get(h.actorId) ?? h.actorId) : "System",
      note: h.note,
    })),
  };
}
