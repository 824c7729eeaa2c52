// GET /gross-to-net/{id}/versions (issue 27): every version of the report (oldest first), the status history of
// all of them with who, when and the note (a reopen's reason), and what the caller may do on this one.
import { db } from "@/lib/db";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { PAY_REPORT_ENTITY } from "@/lib/payroll/workflow";
import { versionChainIds } from "@/lib/payroll/versions/version-chain";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";

export async function listVersions(actor: Actor, id: string) {
  const current = await findPayReportOrThrow(id, {
    id: true,
    version: true,
    workbookId: true,
    country: true,
    payrollPeriod: true,
    payrollCycle: true,
    lsp: { select: { name: true } },
    legalEntity: { select: { name: true } },
    nextVersion: { select: { id: true } },
  });
  const ids = await versionChainIds(id);
  const [files, history] = await Promise.all([
    db.grossToNetFile.findMany({
      where: { id: { in: ids } },
      orderBy: { reportVersion: "asc" },
      select: {
        id: true,
        reportVersion: true,
        fileName: true,
        processingStatus: true,
        total: true,
        currency: true,
        createdAt: true,
      },
    }),
    db.statusHistory.findMany({
      where: { entityType: PAY_REPORT_ENTITY, entityId: { in: ids } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { entityId: true, createdAt: true, fromStatus: true, toStatus: true, actorId: true, note: true },
      take: 500,
    }),
  ]);
  const actorIds = [...new Set(history.map((h) => h.actorId).filter((x): x is string => !!x))];
  const users = await db.user.findMany({
    where: { id: { in: actorIds } },
    select: { id: true, firstName: true, lastName: true },
  });
  const nameOf = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  const versionOf = new Map(files.map((f) => [f.id, f.reportVersion]));
  const self = files.find((f) => f.id === id)!;
  const admin = can(actor, "payReports.transition");
  return {
    current: {
      ...self,
      total: self.total?.toString() ?? null,
      version: current.version,
      workbookId: current.workbookId,
      country: current.country,
      payrollPeriod: current.payrollPeriod,
      payrollCycle: current.payrollCycle,
      providerName: current.legalEntity?.name ?? current.lsp?.name ?? null,
    },
    versions: files.map((f) => ({ ...f, total: f.total?.toString() ?? null })),
    history: history.map((h) => ({
      reportVersion: versionOf.get(h.entityId) ?? 1,
      when: h.createdAt,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      by: h.actorId ? (nameOf.get(h.actorId) ?? h.actorId) : "System",
      note: h.note,
    })),
    actions: {
      reopen: admin && self.processingStatus === "PUBLISHED",
      cancelReopen: admin && self.processingStatus === "REOPENED" && !current.nextVersion,
      uploadCorrection:
        admin && can(actor, "payReports.upload") && self.processingStatus === "REOPENED" && !current.nextVersion,
    },
  };
}
